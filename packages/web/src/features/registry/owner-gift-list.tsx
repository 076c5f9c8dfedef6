import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { OwnerGiftsStore } from '@kado/stores';
import { Button, ErrorState } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';
import { GiftCard, GiftListSkeleton } from './gift-card';
import { OwnerGiftActions } from './gift-actions';

// Her gift list, shown by the Atur Registry and Lacak Kado tabs: a module of its own, so the Lacak Kado tab does not
// download the Atur Registry tab for it (issue 15).

/** The owner's gift list with each item's actions and paging of 10. */
export const OwnerGiftList = observer(function OwnerGiftList({ detailBase }: { readonly detailBase: string }) {
  const { t } = useRegistryTexts();
  // Her gifts are read by the route's loader (owner-setting-screen, owner-greetings-screen).
  const store = useStore(OwnerGiftsStore);

  if (store.gifts.length === 0 && store.giftsStatus === 'loading') return <GiftListSkeleton />;
  if (store.gifts.length === 0 && store.giftsStatus === 'error') {
    return <ErrorState message={errorText(t, store.giftsError)} onRetry={() => void store.loadGifts()} />;
  }
  if (store.gifts.length === 0 && store.giftsStatus === 'ready') {
    // Decision 0531: her registry opens to givers with its first gift; the next step is plain.
    return (
      <div className="stack" data-testid="first-gift">
        <p className="page__lead">{t('setting.empty')}</p>
        <p className="notice">{t('setting.firstGiftHint')}</p>
        <Link className="button button--block" to="/registry/list-product">{t('setting.firstGift')}</Link>
      </div>
    );
  }
  return (
    <div className="stack">
      <ul className="gift-list">
        {store.gifts.map((gift, index) => (
          <li key={gift.id}>
            <GiftCard gift={gift} badge={store.badgeOf(gift)} href={`${detailBase}/${encodeURIComponent(gift.id)}`} ownerView eager={index < 2}>
              <OwnerGiftActions gift={gift} />
            </GiftCard>
          </li>
        ))}
      </ul>
      {store.giftsStatus === 'error' ? <ErrorState message={errorText(t, store.giftsError)} onRetry={() => void store.loadMoreGifts()} /> : null}
      {store.hasMoreGifts && store.giftsStatus !== 'error' ? (
        <Button variant="secondary" block disabled={store.giftsStatus === 'loading'} onClick={() => void store.loadMoreGifts()}>
          {t('setting.loadMore')}
        </Button>
      ) : null}
    </div>
  );
});
