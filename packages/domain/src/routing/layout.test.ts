import { describe, expect, it } from 'vitest';
import {
  BOTTOM_NAV_ITEMS,
  headerStyle,
  isScrollLocked,
  pageCacheRoute,
  scrollFlags,
  shouldReloadAfterChunkError,
  showsBottomNav,
} from './layout';

describe('bottom navigation (spec §2)', () => {
  it('shows only on /, /profile, /review, /categories, /artikel', () => {
    for (const p of ['/', '/profile', '/review', '/categories', '/artikel', '/profile/', '/artikel?page=2']) expect(showsBottomNav(p)).toBe(true);
    for (const p of ['/cart', '/profile/edit', '/review/detail/1', '/artikel/tips', '/registry']) expect(showsBottomNav(p)).toBe(false);
  });
  it('has 5 items: Shop, Artikel, Registry, Review, Profile', () => {
    expect(BOTTOM_NAV_ITEMS.map((i) => i.label)).toEqual(['Shop', 'Artikel', 'Registry', 'Review', 'Profile']);
  });
});

describe('headerStyle (spec §2)', () => {
  it('is blue on login, register and external-checkout routes', () => {
    for (const p of ['/login', '/login?from=%2Fcart', '/register', '/register/otp', '/register/otp/change-data', '/registry/external-checkout/12', '/registry/external-checkout', '/registry/external-checkout-old']) {
      expect(headerStyle(p)).toBe('blue');
    }
  });
  it('is not blue on complete-registration-data', () => {
    expect(headerStyle('/register/complete-registration-data')).toBe('default');
  });
  it('is grey on review detail', () => {
    expect(headerStyle('/review/detail/5')).toBe('grey');
    expect(headerStyle('/review/detail')).toBe('grey');
  });
  it('is default elsewhere', () => {
    for (const p of ['/', '/registry', '/registry/setting', '/review', '/loginx', '/registry/checkout']) expect(headerStyle(p)).toBe('default');
  });
});

describe('scroll (spec §2, §9)', () => {
  it('locks scroll on /child/add only', () => {
    expect(isScrollLocked('/child/add')).toBe(true);
    expect(isScrollLocked('/child')).toBe(false);
  });
  it('sets scrolled after 20px and atBottom within 20px of the end', () => {
    expect(scrollFlags(20, 800, 2000)).toEqual({ scrolled: false, atBottom: false });
    expect(scrollFlags(21, 800, 2000)).toEqual({ scrolled: true, atBottom: false });
    expect(scrollFlags(1180, 800, 2000)).toEqual({ scrolled: true, atBottom: true });
    expect(scrollFlags(1179, 800, 2000)).toEqual({ scrolled: true, atBottom: false });
  });
});

describe('shouldReloadAfterChunkError (spec §8: at most once per minute)', () => {
  it('reloads the first time and again after 60000 ms', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });
  it('handles unreadable stored values', () => {
    expect(shouldReloadAfterChunkError(Number.NaN, 5)).toBe(true);
    expect(shouldReloadAfterChunkError(10_000, 5)).toBe(true);
    expect(shouldReloadAfterChunkError(null, Number.NaN)).toBe(false);
  });
});

describe('pageCacheRoute (spec §2)', () => {
  it('caches search, brand, product, collection, registry list-product and my-gift', () => {
    expect(pageCacheRoute('/search?keyword=susu')).toBe('search');
    expect(pageCacheRoute('/brand')).toBe('brand');
    expect(pageCacheRoute('/toko-bayi/stroller-lipat')).toBe('product');
    expect(pageCacheRoute('/collection/3')).toBe('collection');
    expect(pageCacheRoute('/registry/list-product')).toBe('registry-list-product');
    expect(pageCacheRoute('/my-gift')).toBe('my-gift');
    expect(pageCacheRoute('/my-gift/7')).toBe('my-gift');
  });
  it('does not cache other pages', () => {
    for (const p of ['/', '/cart', '/my-gift/create', '/toko-bayi', '/toko-bayi/promo', '/order/12', '/registry/setting', '/toko-bayi/x/review']) {
      expect(pageCacheRoute(p)).toBeNull();
    }
  });
});
