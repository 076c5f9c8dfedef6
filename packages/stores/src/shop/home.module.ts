import { ContainerModule } from 'inversify';
import { HomeStore } from './home.store';

/**
 * The home page's store, a module of its own: the web binds it at boot (/ is where most visits start) and the other
 * shop stores with the shop's routes, so / does not download them.
 */
export const homeStoresModule = new ContainerModule(({ bind }) => {
  bind(HomeStore).toSelf().inSingletonScope();
});
