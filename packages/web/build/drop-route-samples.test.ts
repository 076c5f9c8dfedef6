// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropSampleProperties } from './drop-route-samples';

describe('dropSampleProperties', () => {
  it('drops every sample property of the list, a string or an array, and keeps the rest of each entry', () => {
    const code = [
      'export const ROUTE_TABLE = [{ feature: "shop", routes: [',
      "  { id: 'home', title: 'Kado', index: true, screen: 'features/shop/home-screen' },",
      "  { id: 'c', title: 'Kategori', sample: '/c/popok', path: 'c/:category', screen: 'features/shop/catalogue-screen' },",
      "  { id: 'k', title: 'Koleksi', sample: ['/collection/2', '/collection'], path: 'collection/:id?', screen: 'x', children: [",
      "    { id: 'in', sample: '/in/1', path: 'in/:id' }] },",
      "  { id: 'last', path: 'x/:y', sample: '/x/1' },",
      ']}];',
      'export function routeSamples(entry) { return entry.sample === undefined ? [] : [entry.sample]; }',
    ].join('\n');
    const out = dropSampleProperties(code);
    expect(out).not.toMatch(/sample:/);
    expect(out).not.toContain('/c/popok');
    expect(out).not.toContain('/collection/2');
    expect(out).toContain("{ id: 'c', title: 'Kategori', path: 'c/:category', screen: 'features/shop/catalogue-screen' }");
    expect(out).toContain("{ id: 'in', path: 'in/:id' }");
    expect(out).toMatch(/\{ id: 'last', path: 'x\/:y',\s*\}/);
    // Reading the property is not a property: the function stays as it is.
    expect(out).toContain('entry.sample === undefined');
    const table = new Function(`${out.replace(/export /g, '')}; return ROUTE_TABLE;`)() as { routes: { id: string; sample?: unknown }[] }[];
    expect(table[0]?.routes.map((r) => r.id)).toEqual(['home', 'c', 'k', 'last']);
    expect(table[0]?.routes.some((r) => 'sample' in r)).toBe(false);
  });
});
