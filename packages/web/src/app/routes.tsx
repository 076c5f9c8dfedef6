import type { RouteObject } from 'react-router-dom';
import { RootErrorPage, RouteErrorPage } from './error-page';
import type { Guard, RouteHandle } from './guards';
import { ROUTE_TABLE, type ScreenModule } from './route-table';
import { loadFeatureStores } from './feature-stores';
import { RootLayout } from './root-layout';
import { ShellFallback } from './shell-fallback';
import { resilientLazy } from './chunk-retry';

// Every static, nested and parameterised route of spec §2 (the data lives in route-table.ts), each lazily loaded.
// Guards are only declared (handle.guard); GuardGate enforces them (docs/guards.md).

type Lazy = NonNullable<RouteObject['lazy']>;

/** A screen that uses the registry, checkout or account stores: they are bound before it loads (feature-stores.ts). */
const withFeatureStores = (load: Lazy): Lazy => (async () => {
  const [, screen] = await Promise.all([loadFeatureStores(), (load as () => Promise<unknown>)()]);
  return screen;
}) as Lazy;

/** Each screen module's lazy import: one chunk per module, written out so that the bundler can see it. */
export const screenImports: Record<ScreenModule, Lazy> = {
  'features/shop/home-screen': () => import('../features/shop/home-screen'),
  'features/shop/catalogue-screen': () => import('../features/shop/catalogue-screen'),
  'features/shop/merchant-screen': () => import('../features/shop/merchant-screen'),
  'features/shop/product-screen': () => import('../features/shop/product-screen'),
  'features/shop/favorite-screen': () => import('../features/shop/favorite-screen'),
  'features/shop/voucher-screen': () => import('../features/shop/voucher-screen'),
  'features/checkout/cart-screen': () => import('../features/checkout/cart-screen'),
  'features/checkout/payment-screen': () => import('../features/checkout/payment-screen'),
  'features/order/order-screen': () => import('../features/order/order-screen'),
  'features/order/mini-point-history-screen': () => import('../features/order/mini-point-history-screen'),
  'features/checkout/address-select-screen': () => import('../features/checkout/address-select-screen'),
  'features/registry/registry-landing-screen': () => import('../features/registry/registry-landing-screen'),
  'features/registry/my-gift-screen': () => import('../features/registry/my-gift-screen'),
  'features/registry/registry-owner-screen': () => import('../features/registry/registry-owner-screen'),
  'features/registry/registry-products-screen': () => import('../features/registry/registry-products-screen'),
  'features/registry/external-product-screen': () => import('../features/registry/external-product-screen'),
  'features/registry/registry-checkout-screen': () => import('../features/registry/registry-checkout-screen'),
  'features/registry/public-registry-screen': () => import('../features/registry/public-registry-screen'),
  'features/account/profile-screen': () => import('../features/account/profile-screen'),
  'features/account/address-screen': () => import('../features/account/address-screen'),
  'features/account/child-screen': () => import('../features/account/child-screen'),
  'features/account/survey-screen': () => import('../features/account/survey-screen'),
  'features/auth/login-screen': () => import('../features/auth/login-screen'),
  'features/auth/register-screen': () => import('../features/auth/register-screen'),
  'features/auth/otp-screen': () => import('../features/auth/otp-screen'),
  'features/auth/password-screen': () => import('../features/auth/password-screen'),
  'features/auth/verification-status-screen': () => import('../features/auth/verification-status-screen'),
  'features/content/article-screen': () => import('../features/content/article-screen'),
  'features/content/review-screen': () => import('../features/content/review-screen'),
  'features/content/info-screen': () => import('../features/content/info-screen'),
  'features/content/adviser-screen': () => import('../features/content/adviser-screen'),
  'features/system/not-found-screen': () => import('../features/system/not-found-screen'),
};

/**
 * The screens that use only the stores bound at boot (the shell's and the shop's); every other screen waits for the
 * feature stores. routes.test.ts checks each of these imports no feature store.
 */
export const BOOT_STORE_SCREENS: ReadonlySet<ScreenModule> = new Set<ScreenModule>([
  'features/shop/home-screen',
  'features/shop/catalogue-screen',
  'features/shop/merchant-screen',
  'features/shop/product-screen',
  'features/shop/favorite-screen',
  'features/system/not-found-screen',
]);
const usesBootStoresOnly = (module: ScreenModule) => BOOT_STORE_SCREENS.has(module);

export const screens = Object.fromEntries(
  (Object.entries(screenImports) as [ScreenModule, Lazy][]).map(([module, load]) => [
    module,
    // A failed chunk shows a retry and loads again later (decision 0251), instead of failing for the whole session.
    resilientLazy(usesBootStoresOnly(module) ? load : withFeatureStores(load)),
  ]),
) as Record<ScreenModule, Lazy>;

/** One route: its id names its title (`title.<id>`) and its page texts. */
function route(id: string, path: string, lazy: Lazy, guard?: Guard | readonly Guard[]): RouteObject {
  const handle: RouteHandle = guard === undefined ? { titleKey: `title.${id}` } : { titleKey: `title.${id}`, guard };
  return { id, path, lazy, handle };
}

/** A feature: a pathless parent whose errorElement catches the errors of its screens inside the layout. */
function feature(id: string, children: RouteObject[]): RouteObject {
  return { id: `feature-${id}`, errorElement: <RouteErrorPage />, children };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    // Painted while the first lazy screen loads, so the frame shows before the route chunk arrives.
    hydrateFallbackElement: <ShellFallback />,
    children: ROUTE_TABLE.map((f) =>
      feature(
        f.feature,
        f.routes.map((r) =>
          r.index
            ? { id: r.id, index: true, lazy: screens[r.screen], handle: { titleKey: `title.${r.id}` } satisfies RouteHandle }
            : route(r.id, r.path ?? '', screens[r.screen], r.guard),
        ),
      ),
    ),
  },
];
