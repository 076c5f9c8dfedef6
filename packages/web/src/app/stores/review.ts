// The review form's store: loaded with the review routes (store-modules.ts, decision 0274).
import { reviewFormStoresModule } from '@kado/stores';

export const modules = [reviewFormStoresModule] as const;
