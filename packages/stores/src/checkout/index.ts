// checkout stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';

/** The checkout stores' ContainerModule. */
export const checkoutStoresModule = new ContainerModule(() => {
  // bind(SomeStore).toSelf().inSingletonScope();
});
