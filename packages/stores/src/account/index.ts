// account stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';

/** The account stores' ContainerModule. */
export const accountStoresModule = new ContainerModule(() => {
  // bind(SomeStore).toSelf().inSingletonScope();
});
