// registry stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';
import { RegistryOwnerStore } from './registry-owner.store';
import { OwnerGiftsStore } from './owner-gifts.store';
import { RegistryShareStore } from './registry-share.store';
import { ExternalProductStore } from './external-product.store';
import { PublicRegistryStore } from './public-registry.store';
import { GiverHoldsStore } from './giver-holds.store';
import { GiverActionsStore } from './giver-actions.store';
import { GreetingsStore } from './greetings.store';
import { RegistryCatalogueStore } from './registry-catalogue.store';
import { RegistryChecklistStore } from './registry-checklist.store';
import { RegistryCheckoutStore } from './registry-checkout.store';
import { RegistryLiveStore } from './registry-live.store';
import { QueuedReservationsStore } from './queued-reservations.store';

export * from './registry-owner.store';
export * from './owner-gifts.store';
export * from './registry-share.store';
export * from './external-product.store';
export * from './public-registry.store';
export * from './giver-holds.store';
export * from './giver-actions.store';
export * from './greetings.store';
export * from './registry-catalogue.store';
export * from './registry-checklist.store';
export * from './registry-checkout.store';
export * from './registry-live.store';
export * from './queued-reservations.store';

/** The registry stores' ContainerModule. */
export const registryStoresModule = new ContainerModule(({ bind }) => {
  bind(RegistryOwnerStore).toSelf().inSingletonScope();
  bind(OwnerGiftsStore).toSelf().inSingletonScope();
  bind(RegistryShareStore).toSelf().inSingletonScope();
  bind(ExternalProductStore).toSelf().inSingletonScope();
  bind(PublicRegistryStore).toSelf().inSingletonScope();
  bind(GiverHoldsStore).toSelf().inSingletonScope();
  bind(GiverActionsStore).toSelf().inSingletonScope();
  bind(GreetingsStore).toSelf().inSingletonScope();
  bind(RegistryCatalogueStore).toSelf().inSingletonScope();
  bind(RegistryChecklistStore).toSelf().inSingletonScope();
  bind(RegistryCheckoutStore).toSelf().inSingletonScope();
  bind(RegistryLiveStore).toSelf().inSingletonScope();
  bind(QueuedReservationsStore).toSelf().inSingletonScope();
});
