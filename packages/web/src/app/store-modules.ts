import type { Container, ContainerModule } from 'inversify';

/**
 * The stores of each feature: an inversify ContainerModule (or two) of @kado/stores in a chunk of its own, loaded by
 * the routes that use them (route-table.ts `stores`) into the container the routes were given, once. The boot
 * container holds only what / needs (container.ts, BOOT_STORE_MODULES). Each file also names the store classes the
 * routes' loaders call, so a loader gets them from the chunk it just loaded.
 */
const FEATURE_STORES = {
  shop: () => import('./stores/shop'),
  review: () => import('./stores/review'),
  registry: () => import('./stores/registry'),
  'registry-owner': () => import('./stores/registry-owner'),
  checkout: () => import('./stores/checkout'),
  account: () => import('./stores/account'),
  member: () => import('./stores/member'),
  search: () => import('./stores/search'),
} as const;

export type StoreFeature = keyof typeof FEATURE_STORES;
type FeatureStores<F extends StoreFeature> = Awaited<ReturnType<(typeof FEATURE_STORES)[F]>>;

interface Loaded {
  readonly modules: Set<ContainerModule>;
  readonly features: Map<StoreFeature, Promise<unknown>>;
}
const byContainer = new WeakMap<Container, Loaded>();

function loadedIn(container: Container): Loaded {
  let loaded = byContainer.get(container);
  if (!loaded) {
    loaded = { modules: new Set(), features: new Map() };
    byContainer.set(container, loaded);
  }
  return loaded;
}

/** Loads store modules into a container unless they are there already (the composition root loads its own here). */
export function loadModules(container: Container, modules: readonly ContainerModule[]): void {
  const { modules: done } = loadedIn(container);
  const missing = modules.filter((module) => !done.has(module));
  if (missing.length === 0) return;
  container.load(...missing);
  for (const module of missing) done.add(module);
}

/**
 * Loads a feature's stores into `container` once (every later call gets the same promise) and resolves to the
 * feature's store classes. A failed download (offline) is not kept: the next call downloads again.
 */
export function loadStores<F extends StoreFeature>(container: Container, feature: F): Promise<FeatureStores<F>> {
  const { features } = loadedIn(container);
  let pending = features.get(feature) as Promise<FeatureStores<F>> | undefined;
  if (!pending) {
    pending = (FEATURE_STORES[feature]() as Promise<FeatureStores<F>>).then((stores) => {
      loadModules(container, stores.modules);
      return stores;
    });
    pending.catch(() => features.delete(feature));
    features.set(feature, pending);
  }
  return pending;
}
