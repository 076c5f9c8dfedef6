import { describe, expect, it } from 'vitest';
import { brandPageUrl, microServiceUrl, parseMicroServices, MICRO_SERVICES } from './micro-services';

// Spec §1: the micro-service list holds a path and a prefix per name (review, brand); a missing entry gives a
// generic error message (the screens show it when these answer null: micro-service-missing.test.tsx).

describe('the micro-service list (spec §1, decision 0121)', () => {
  const list = parseMicroServices(JSON.stringify({ brand: { path: 'https://brand.kado.test/', prefix: '/brand/' }, review: { path: '', prefix: '' } }));

  it('builds the URL from the entry’s path and prefix', () => {
    expect(microServiceUrl('brand', '/bunda-sehat/product', list)).toBe('https://brand.kado.test/brand/bunda-sehat/product');
    expect(microServiceUrl('review', 'detail/3', list)).toBe('/detail/3');
    expect(brandPageUrl('toko bunda', list)).toBe('https://brand.kado.test/brand/toko%20bunda/product');
  });

  it('answers null for a name the list does not hold, an inherited name included', () => {
    expect(microServiceUrl('voucher', '/x', list)).toBeNull();
    expect(microServiceUrl('toString', '/x', list)).toBeNull();
    expect(brandPageUrl('bunda-sehat', parseMicroServices('{"review":{"path":"","prefix":""}}'))).toBeNull();
  });

  it('reads VITE_MICRO_SERVICES: the defaults (brand and review on this origin) when unset, only well-formed entries, nothing when it is not JSON', () => {
    expect(parseMicroServices(undefined)).toEqual({ brand: { path: '', prefix: '' }, review: { path: '', prefix: '' } });
    expect(MICRO_SERVICES).toEqual(parseMicroServices(import.meta.env.VITE_MICRO_SERVICES as string | undefined));
    expect(parseMicroServices('{"brand":{"path":"https://b.test"},"review":{"path":"","prefix":"/r"}}')).toEqual({ review: { path: '', prefix: '/r' } });
    expect(parseMicroServices('not json')).toEqual({});
  });
});
