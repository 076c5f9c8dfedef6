// Layout rules, spec §2 "Layouts and behaviour", §8 chunk failure and §9 constants (decision 0019).
import { pathOnly } from '../text/uri';

/** Routes that show the bottom navigation (spec §2). */
export const BOTTOM_NAV_ROUTES = ['/', '/profile', '/review', '/categories', '/artikel'] as const;

/** The five bottom navigation items of spec §2, in order, with the route each opens. */
export const BOTTOM_NAV_ITEMS = [
  { label: 'Shop', to: '/' },
  { label: 'Artikel', to: '/artikel' },
  { label: 'Registry', to: '/registry' },
  { label: 'Review', to: '/review' },
  { label: 'Profile', to: '/profile' },
] as const;

/** The header styles of spec §2. */
export type HeaderStyle = 'blue' | 'grey' | 'default';

/** Scroll threshold of spec §9, in pixels. */
export const SCROLL_THRESHOLD_PX = 20;

/** Chunk-reload guard of spec §9: at most one reload per this many milliseconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Route names whose pages are kept in the page cache (spec §2). */
export const PAGE_CACHE_ROUTES = ['search', 'brand', 'product', 'collection', 'registry-list-product', 'my-gift'] as const;

/** First path segments taken by the product's own routes (spec §2), so they cannot be a /{merchant}/{product} page. */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  '404', 'address', 'artikel', 'banner', 'blog', 'booking-cod', 'brand', 'buy', 'c', 'cart', 'categories', 'child',
  'collection', 'consign', 'email-verified', 'faqs', 'favorite', 'filter-on-boarding', 'forgot-password', 'guest-user',
  'invite-friends', 'login', 'merchant-list', 'mia', 'mobile', 'my-gift', 'order', 'payment', 'privacy', 'profile',
  'promo', 'register', 'registry', 'registry-inspiration', 'report-affiliate', 'reset-password', 'review', 'search',
  'survey', 'terms', 'voucher', 'vouchers',
]);

function segments(path: string): string[] {
  return pathOnly(path).split('/').filter((s) => s !== '');
}

/** True when the route shows the bottom navigation: only /, /profile, /review, /categories and /artikel (spec §2). */
export function showsBottomNav(path: string): boolean {
  return (BOTTOM_NAV_ROUTES as readonly string[]).includes(pathOnly(path));
}

/** Header style of spec §2: blue on login, register and external-checkout routes except complete-registration-data; grey on review detail. */
export function headerStyle(path: string): HeaderStyle {
  const [first, second] = segments(path);
  if (first === 'login') return 'blue';
  if (first === 'register') return second === 'complete-registration-data' ? 'default' : 'blue';
  if (first === 'registry' && (second === 'external-checkout' || second === 'external-checkout-old')) return 'blue';
  if (first === 'review' && second === 'detail') return 'grey';
  return 'default';
}

/** True on /child/add, where spec §2 locks page scroll. */
export function isScrollLocked(path: string): boolean {
  return pathOnly(path) === '/child/add';
}

/** The two scroll flags of spec §2. */
export interface ScrollFlags {
  readonly scrolled: boolean;
  readonly atBottom: boolean;
}

const finiteOr0 = (n: number): number => (Number.isFinite(n) ? n : 0);

/** Spec §2: scrolled after 20px, at the bottom within 20px of the end; non-finite measures count as 0. */
export function scrollFlags(scrollTop: number, clientHeight: number, scrollHeight: number): ScrollFlags {
  const top = finiteOr0(scrollTop);
  const remaining = finiteOr0(scrollHeight) - finiteOr0(clientHeight) - top;
  return { scrolled: top > SCROLL_THRESHOLD_PX, atBottom: remaining <= SCROLL_THRESHOLD_PX };
}

/**
 * Spec §8: a chunk load failure reloads the page at most once per 60 000 ms.
 * No earlier reload, an unreadable one, or one "in the future" allows a reload; an unreadable now never does (decision 0019).
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  if (!Number.isFinite(now)) return false;
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** The page-cache route name of a path, or null when the page is not cached (spec §2: search, brand, product, collection, registry list-product, my-gift). */
export function pageCacheRoute(path: string): (typeof PAGE_CACHE_ROUTES)[number] | null {
  const s = segments(path);
  const [first, second] = s;
  if (first === undefined) return null;
  if (s.length === 1 && first === 'search') return 'search';
  if (s.length === 1 && first === 'brand') return 'brand';
  if (first === 'collection' && s.length <= 2) return 'collection';
  if (first === 'registry' && second === 'list-product' && s.length === 2) return 'registry-list-product';
  if (first === 'my-gift' && (s.length === 1 || (s.length === 2 && second !== 'create'))) return 'my-gift';
  if (s.length === 2 && !RESERVED_FIRST_SEGMENTS.has(first) && second !== 'promo') return 'product';
  return null;
}
