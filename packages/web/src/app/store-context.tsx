import { createContext, useContext, type ReactNode } from 'react';
import type { Container, Newable } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

/** Makes the app's inversify container (composition root) reachable from screens. */
export function StoreProvider({ container, children }: { readonly container: Container; readonly children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The singleton store of a class, e.g. `const session = useStore(SessionStore)`. */
export function useStore<T>(store: Newable<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStore needs a StoreProvider');
  return container.get(store);
}
