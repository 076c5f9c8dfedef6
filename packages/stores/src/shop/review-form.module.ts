import { ContainerModule } from 'inversify';
import { ReviewFormStore } from './review-form.store';

/**
 * The review form's store, a module of its own: only the review screen (a feature screen) writes reviews, so the app
 * binds it with the feature stores, not at boot (decision 0274).
 */
export const reviewFormStoresModule = new ContainerModule(({ bind }) => {
  bind(ReviewFormStore).toSelf().inSingletonScope();
});
