// registry stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';

/** The registry stores' ContainerModule. */
export const registryStoresModule = new ContainerModule(() => {
  // bind(SomeStore).toSelf().inSingletonScope();
});
