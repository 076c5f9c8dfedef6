// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApiPatterns, createRoutePatterns, routePatternsById } from './route-patterns';

// Log lines and metric labels carry the route pattern, never the raw path (decision 0440).
describe('route patterns', () => {
  const patternOf = createRoutePatterns();

  it('pages by the route list, the portal by its contract, files and assets by one label each', () => {
    expect(patternOf('GET', '/')).toBe('/');
    expect(patternOf('GET', '/registry/bunda-demo')).toBe('/registry/:username/:product?');
    expect(patternOf('GET', '/registry/bunda.ani')).toBe('/registry/:username/:product?');
    expect(patternOf('GET', '/registry/ucapan/9')).toBe('/registry/ucapan/:id');
    expect(patternOf('GET', '/bunda-sehat/popok-celana')).toBe('/:merchant/:product');
    expect(patternOf('GET', '/a/b/c/d/e')).toBe('/*');
    expect(patternOf('GET', '/api/v2/gifts/bunda-demo')).toBe('/api/v2/gifts/:id');
    expect(patternOf('POST', '/api/v1/login')).toBe('/api/v1/login');
    expect(patternOf('HEAD', '/api/v1/categories')).toBe('/api/v1/categories');
    expect(patternOf('GET', '/api/v9/tidak-ada/081234567890')).toBe('/api/*');
    expect(patternOf('GET', '/assets/index-AbC.js')).toBe('/assets/*');
    expect(patternOf('GET', '/sw.js')).toBe('/{file}');
    expect(patternOf('GET', '/081234567890.txt')).toBe('/{file}');
    expect(patternOf('GET', '/healthz')).toBe('/healthz');
  });

  it('portal calls are named by method and pattern', () => {
    const callOf = createApiPatterns();
    expect(callOf('GET', '/api/v2/gift-products/bunda-demo')).toMatch(/^GET \/api\/v2\/gift-products\/:\w+$/);
    expect(callOf('POST', '/api/__control/gifts/16/advance')).toBe('POST /api/__control/gifts/:id/advance');
  });

  it('each route id has its pattern (the field data names a route by id)', () => {
    const byId = routePatternsById();
    expect(byId.get('registry-public')).toBe('/registry/:username/:product?');
    expect(byId.get('home')).toBe('/');
    expect(byId.get('product')).toBe('/:merchant/:product');
  });
});
