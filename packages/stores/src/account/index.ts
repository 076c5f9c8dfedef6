// account stores: exports and their ContainerModule (bind each store class to itself, singleton scope).
import { ContainerModule } from 'inversify';
import { AddressStore } from './address.store';
import { ProfileStore } from './profile.store';
import { SurveyStore } from './survey.store';
import { SurveyChildStore } from './survey-child.store';
import { AffiliateStore } from './affiliate.store';
import { AdviserStore } from './adviser.store';
import { ArticleStore, FaqStore } from './content.store';

export * from './address-draft';
export * from './address.store';
export * from './profile.store';
export * from './survey.store';
export * from './survey-child.store';
export * from './affiliate.store';
export * from './adviser.store';
export * from './content.store';

/** The account stores' ContainerModule. */
export const accountStoresModule = new ContainerModule(({ bind }) => {
  bind(AddressStore).toSelf().inSingletonScope();
  bind(ProfileStore).toSelf().inSingletonScope();
  bind(SurveyStore).toSelf().inSingletonScope();
  bind(SurveyChildStore).toSelf().inSingletonScope();
  bind(AffiliateStore).toSelf().inSingletonScope();
  bind(AdviserStore).toSelf().inSingletonScope();
  bind(FaqStore).toSelf().inSingletonScope();
  bind(ArticleStore).toSelf().inSingletonScope();
});
