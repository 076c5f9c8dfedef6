// Typed texts (issue 29 item 7, decision 0446): every namespace's texts object, as i18next's resources, so a
// missing or misspelled key in `t('…')` fails the typecheck. Type-only: no text travels in a bundle because of it.
import type { commonId } from './common.id';
import type { authId } from './pages/auth.id';
import type { pwaTexts } from '../app/pwa.texts';
import type { chunkRetryTexts } from '../app/chunk-retry.texts';
import type { accountTexts } from '../features/account/account.texts';
import type { contentTexts } from '../features/content/content.texts';
import type { orderTexts } from '../features/order/order.texts';
import type { checkoutTexts } from '../features/checkout/checkout.texts';
import type { registryTexts } from '../features/registry/registry.texts';
import type { addressBookTexts } from '../features/registry/address-book.texts';
import type { shareTexts } from './pages/share.texts';
import type { followUpTexts } from '../features/registry/follow-up.texts';
import type { fundTexts } from '../features/registry/fund.texts';
import type { externalCheckoutTexts } from '../features/registry/external-checkout.texts';
import type { registryOfflineTexts } from '../features/registry/weak-signal.texts';
import type { catalogueTexts } from '../features/shop/shop.texts';
import type { reviewTexts } from '../features/shop/review.texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    returnNull: false;
    resources: {
      // A route's title (`title.<id>`) is registered from its entry of the route list when first shown (route-meta.ts).
      translation: typeof commonId & { readonly title: Readonly<Record<string, string>> };
      auth: typeof authId;
      pwa: typeof pwaTexts;
      'chunk-retry': typeof chunkRetryTexts;
      'account-feature': typeof accountTexts;
      'content-feature': typeof contentTexts;
      order: typeof orderTexts;
      checkout: typeof checkoutTexts;
      'registry-feature': typeof registryTexts;
      registryAddressBook: typeof addressBookTexts;
      'registry-share': typeof shareTexts;
      'registry-follow-up': typeof followUpTexts;
      'registry-fund': typeof fundTexts;
      'registry-external': typeof externalCheckoutTexts;
      registryOffline: typeof registryOfflineTexts;
      catalogue: typeof catalogueTexts;
      reviews: typeof reviewTexts;
    };
  }
}
