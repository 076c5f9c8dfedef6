// The container reaches screens through React context, as in packages/web/src/app/store-context.tsx.
import { createContext, useContext } from 'react';
import type { Container, Newable } from 'inversify';

export const ContainerContext = createContext<Container | null>(null);

export function useInjected<T>(store: Newable<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjected needs a ContainerContext');
  return container.get(store);
}
