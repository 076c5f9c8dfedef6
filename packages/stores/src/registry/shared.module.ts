import { ContainerModule } from 'inversify';
import { RegistryLiveStore } from './registry-live.store';
import { GreetingsStore } from './greetings.store';

/**
 * The registry stores both the giver's pages and the owner's use (decision 0377): the live rereads of a gift list
 * and the greetings (a giver leaves one, the owner reads them). Bound by both sides beside the follow-up stores
 * (surprise, external proof); a container loads a module once, whichever side comes first.
 */
export const registrySharedStoresModule = new ContainerModule(({ bind }) => {
  bind(RegistryLiveStore).toSelf().inSingletonScope();
  bind(GreetingsStore).toSelf().inSingletonScope();
});
