import type { Container } from 'inversify';

/**
 * The registry, checkout and account stores are bound when a screen of theirs first opens, not at boot (decision
 * 0083): the home and product pages, where most visits start, do not download them. The composition root names the
 * container (`deferFeatureStores`); without one (tests bind every module up front) there is nothing to load.
 */
let target: Container | null = null;
let loading: Promise<void> | null = null;

export function deferFeatureStores(container: Container): void {
  target = container;
  loading = null;
}

/** Binds the feature stores once; every later call returns the same promise, unless it failed (then it tries again). */
export function loadFeatureStores(): Promise<void> {
  const container = target;
  if (!container) return Promise.resolve();
  loading ??= import('./feature-store-modules').then(
    ({ FEATURE_STORE_MODULES }) => {
      container.load(...FEATURE_STORE_MODULES);
    },
    (error: unknown) => {
      // A failed download (offline) is not kept: the next screen that needs the stores downloads them again.
      loading = null;
      throw error;
    },
  );
  return loading;
}
