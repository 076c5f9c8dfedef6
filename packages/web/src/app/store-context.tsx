import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Container, ContainerModule, Newable } from 'inversify';
import { loadModules } from './store-modules';

const ContainerContext = createContext<Container | null>(null);

/** Makes the app's inversify container (composition root) reachable from screens. */
export function StoreProvider({ container, children }: { readonly container: Container; readonly children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The singleton store of a class, e.g. `const session = useStore(SessionStore)`. Resolved once per mounted component
 * (and again only if the container changes), not at every render: an inversify `get` walks its plan cache each time,
 * and the observers re-render often (issue 32, docs/performance.md).
 */
export function useStore<T>(store: Newable<T>): T {
  const container = useContext(ContainerContext);
  const resolved = useMemo(() => (container ? { store: container.get(store) } : null), [container, store]);
  if (!resolved) throw new Error('useStore needs a StoreProvider');
  return resolved.store;
}

/**
 * A store whose module travels in the component's own chunk (the search popup's): bound into the container the first
 * time a component asks (idempotent, synchronous), so the boot file does not carry it.
 */
export function useStoreFrom<T>(module: ContainerModule, store: Newable<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStoreFrom needs a StoreProvider');
  loadModules(container, [module]);
  return container.get(store);
}
