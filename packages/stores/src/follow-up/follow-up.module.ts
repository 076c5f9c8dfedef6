import { ContainerModule } from 'inversify';
import { SurpriseStore } from './surprise.store';
import { ExternalProofStore } from './external-proof.store';

/**
 * The follow-up stores a giver's pages use as well as the owner's (surprise mode's reveal note, the resi of an outside
 * purchase): bound by both sides, like registry/shared.module.ts; the owner's thank-you list is bound with the owner's
 * stores (registry/owner.module.ts). A module of its own, so the barrel (index.ts) holds re-exports only: it would
 * otherwise run every store it names, the thank-you list with them, wherever it is imported (decision 0377).
 */
export const followUpStoresModule = new ContainerModule(({ bind }) => {
  bind(SurpriseStore).toSelf().inSingletonScope();
  bind(ExternalProofStore).toSelf().inSingletonScope();
});
