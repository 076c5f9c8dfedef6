import { ContainerModule } from 'inversify';
import { ChildrenStore } from './children.store';
import { RegistrationStore } from './registration.store';
import type { SearchStore } from './search.store';

/**
 * The stores of a signed-in user, or of one signing up: her children (spec §4: loaded only when logged in) and the
 * registration steps. Not bound at boot: an anonymous visitor of / never downloads them (issue 15). The composition
 * root loads this module with the routes that use them and when a user arrives (AppLifecycle asks
 * `TOKENS.MemberStores`).
 */
export const memberStoresModule = new ContainerModule(({ bind }) => {
  bind(ChildrenStore).toSelf().inSingletonScope();
  bind(RegistrationStore).toSelf().inSingletonScope();
});

/** The stores AppLifecycle starts for each signed-in user: her children, and her 'Terakhir dilihat' (search.module.ts). */
interface MemberStores {
  readonly children: ChildrenStore;
  readonly search: SearchStore;
}

/** Loads those stores into the container (once) and answers them: the composition root binds it. */
export type MemberStoresSource = () => Promise<MemberStores>;
