// shop stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';

/** The shop stores' ContainerModule. */
export const shopStoresModule = new ContainerModule(() => {
  // bind(SomeStore).toSelf().inSingletonScope();
});
