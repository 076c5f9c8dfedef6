import { ContainerModule } from 'inversify';
import { ThankYouStore } from '../follow-up/thank-you.store';
import { RegistryOwnerStore } from './registry-owner.store';
import { OwnerGiftsStore } from './owner-gifts.store';
import { RegistryShareStore } from './registry-share.store';
import { ExternalProductStore } from './external-product.store';
import { RegistryCatalogueStore } from './registry-catalogue.store';
import { RegistryChecklistStore } from './registry-checklist.store';

/**
 * The owner's registry stores (decision 0377): her profile and settings, her gifts, sharing, the catalogue and
 * checklist she adds from, the external products she adds, and her thank-you list. Bound by the owner's routes (and
 * the registry landing's) with the stores both sides use (shared.module.ts), never with the giver's.
 */
export const registryOwnerStoresModule = new ContainerModule(({ bind }) => {
  bind(RegistryOwnerStore).toSelf().inSingletonScope();
  bind(OwnerGiftsStore).toSelf().inSingletonScope();
  bind(RegistryShareStore).toSelf().inSingletonScope();
  bind(ExternalProductStore).toSelf().inSingletonScope();
  bind(RegistryCatalogueStore).toSelf().inSingletonScope();
  bind(RegistryChecklistStore).toSelf().inSingletonScope();
  bind(ThankYouStore).toSelf().inSingletonScope();
});
