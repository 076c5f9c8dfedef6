import { ContainerModule } from 'inversify';
import { PublicRegistryStore } from './public-registry.store';
import { GiverHoldsStore } from './giver-holds.store';
import { GiverActionsStore } from './giver-actions.store';
import { QueuedReservationsStore } from './queued-reservations.store';
import { RegistryCheckoutStore } from './registry-checkout.store';

/**
 * The giver's registry stores (decision 0377): the public registry and one gift, what this giver holds, her actions
 * and the ones queued offline, and the gift's checkout. Bound with the stores both sides use (shared.module.ts) by the
 * giver's routes; none injects an owner's store, so a guest opening a registry link downloads none of those.
 */
export const registryGiverStoresModule = new ContainerModule(({ bind }) => {
  bind(PublicRegistryStore).toSelf().inSingletonScope();
  bind(GiverHoldsStore).toSelf().inSingletonScope();
  bind(GiverActionsStore).toSelf().inSingletonScope();
  bind(QueuedReservationsStore).toSelf().inSingletonScope();
  bind(RegistryCheckoutStore).toSelf().inSingletonScope();
});
