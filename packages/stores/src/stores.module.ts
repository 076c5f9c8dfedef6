import { ContainerModule } from 'inversify';
import { SessionStore } from './session.store';
import { NavigationStore } from './navigation.store';
import { NotificationStore } from './notification.store';
import { ConnectivityStore } from './connectivity.store';
import { PreferencesStore } from './preferences.store';
import { AddressPromptStore } from './address-prompt.store';
import { AppLifecycle } from './app-lifecycle';

/**
 * The shell's stores (bound at boot): each bound to itself as a singleton; the ports they need are bound by the
 * composition root. A signed-in user's stores are memberStoresModule (member.module.ts), the search
 * popup's searchStoresModule (search.module.ts): loaded when needed.
 */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(SessionStore).toSelf().inSingletonScope();
  bind(NavigationStore).toSelf().inSingletonScope();
  bind(NotificationStore).toSelf().inSingletonScope();
  bind(ConnectivityStore).toSelf().inSingletonScope();
  bind(PreferencesStore).toSelf().inSingletonScope();
  bind(AddressPromptStore).toSelf().inSingletonScope();
  bind(AppLifecycle).toSelf().inSingletonScope();
});
