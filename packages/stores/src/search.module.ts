import { ContainerModule } from 'inversify';
import { SearchStore } from './search.store';

/**
 * The search popup's store (suggestions, 'Terakhir dilihat'): not bound at boot, since home's first screen does not
 * search (issue 15). The popup binds it when it first shows (its chunk carries it); a signed-in user's arrival loads
 * it with the member stores (member.module.ts), so her 'Terakhir dilihat' is there when she opens the popup.
 */
export const searchStoresModule = new ContainerModule(({ bind }) => {
  bind(SearchStore).toSelf().inSingletonScope();
});
