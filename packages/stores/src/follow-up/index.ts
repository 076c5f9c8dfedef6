// After the gift (issue 16 items 2, 5, 6): surprise mode, proof of an outside purchase, the thank-you list.
import { ContainerModule } from 'inversify';
import { SurpriseStore } from './surprise.store';
import { ThankYouStore } from './thank-you.store';
import { ExternalProofStore } from './external-proof.store';

export * from './surprise.store';
export * from './thank-you.store';
export * from './external-proof.store';

/** The follow-up stores' ContainerModule. */
export const followUpStoresModule = new ContainerModule(({ bind }) => {
  bind(SurpriseStore).toSelf().inSingletonScope();
  bind(ThankYouStore).toSelf().inSingletonScope();
  bind(ExternalProofStore).toSelf().inSingletonScope();
});
