import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateId, formatRupiah } from '@kado/domain';
import { GreetingsStore, OwnerGiftsStore, RegistryOwnerStore } from '@kado/stores';
import { Button, ErrorState, Skeleton } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, notFoundText, useRegistryTexts } from './registry-i18n';
import { GiftCard, GiftListSkeleton, giftName } from './gift-card';
import { OwnerGiftActions } from './gift-actions';
import { OwnerGiftList } from './owner-gift-list';
import { useLiveRegistry, useLiveStateAttribute } from './live-registry';
import { SurpriseBanner } from './surprise-banner';
import { ExternalParcels } from './external-parcels';
import { ThankYouList } from './thank-you-list';

// Her cash funds (decision 0404), below her gifts: a chunk of their own with their store, read when they show.
const OwnerFunds = lazy(() => import('./owner-funds').then((m) => ({ default: m.OwnerFunds })));

/** The greetings (ucapan) givers left, newest first. */
const GreetingList = observer(function GreetingList({ giftId }: { readonly giftId?: string }) {
  const { t } = useRegistryTexts();
  const greetings = useStore(GreetingsStore);
  const owner = useStore(OwnerGiftsStore);
  // The greetings are read by the route's loader (owner-greetings-screen, my-gift-screen).

  if (greetings.status === 'loading' && greetings.greetings.length === 0) return <Skeleton height="4rem" />;
  if (greetings.status === 'error' && greetings.greetings.length === 0) {
    return <ErrorState message={errorText(t, greetings.error)} onRetry={() => void greetings.load()} />;
  }
  const list = giftId ? greetings.forGift(giftId) : greetings.greetings;
  if (list.length === 0) return <p className="page__lead">{giftId ? t('gift.noGreetings') : t('track.noGreetings')}</p>;
  return (
    <div className="stack">
      <ul className="greeting-list">
        {list.map((g) => {
          const gift = g.giftProductId ? owner.gifts.find((x) => x.id === g.giftProductId) : undefined;
          return (
            <li key={g.id} className="greeting">
              <p className="greeting__name">{g.senderName}</p>
              <p>{g.message}</p>
              <p className="field__hint">
                {formatDateId(g.createdAt) ?? ''}
                {gift && !giftId ? <> · {t('track.greetingFor', { gift: giftName(gift) })}</> : null}
              </p>
            </li>
          );
        })}
      </ul>
      {!giftId && greetings.hasMore ? (
        <Button variant="secondary" block disabled={greetings.status === 'loading'} onClick={() => void greetings.loadMore()}>{t('setting.loadMore')}</Button>
      ) : null}
    </div>
  );
});

/** Lacak Kado (spec §2): every gift with its status badge and actions, then the greetings received. */
export const TrackTab = observer(function TrackTab() {
  const { t } = useRegistryTexts();
  const owner = useStore(RegistryOwnerStore);
  // What guests do shows here as it happens (decision 0260).
  const liveRef = useLiveStateAttribute(useLiveRegistry(owner.username, useStore(OwnerGiftsStore)));
  return (
    <div className="stack registry-tab">
      <SurpriseBanner />
      <section className="section" aria-labelledby="track-gifts-title" ref={liveRef}>
        <h2 id="track-gifts-title" className="section__title">{t('track.giftsTitle')}</h2>
        <OwnerGiftList detailBase="/registry/ucapan" />
      </section>
      <Suspense fallback={<Skeleton height="5rem" />}><OwnerFunds /></Suspense>
      <ExternalParcels />
      <ThankYouList />
      <section className="section" aria-labelledby="track-greetings-title">
        <h2 id="track-greetings-title" className="section__title">{t('track.greetingsTitle')}</h2>
        <GreetingList />
      </section>
    </div>
  );
});

/** One gift (/registry/ucapan/{id}, /my-gift/{id}): its badge, actions, contributions and greetings. */
export const GiftDetail = observer(function GiftDetail({ id }: { readonly id: string }) {
  const { t } = useRegistryTexts();
  const store = useStore(OwnerGiftsStore);
  const navigate = useNavigate();
  // The gift is read by the route's loader (owner-greetings-screen, my-gift-screen).

  const gift = store.gift?.id === id ? store.gift : null;
  if (gift === null && store.giftStatus === 'error') {
    return <ErrorState message={notFoundText(t, store.giftError, 'gift.notFound')} onRetry={() => void store.loadGift(id)} />;
  }
  if (gift === null) return <GiftListSkeleton rows={1} />;
  return (
    <div className="stack registry-tab">
      <GiftCard gift={gift} badge={store.badgeOf(gift)} ownerView eager>
        <OwnerGiftActions gift={gift} onDeleted={() => navigate('/registry/ucapan', { replace: true })} />
      </GiftCard>
      {gift.contributions.length > 0 ? (
        <section className="section" aria-labelledby="gift-contributions">
          <h2 id="gift-contributions" className="section__title">{t('gift.contributions')}</h2>
          <ul className="greeting-list">
            {gift.contributions.map((c) => (
              <li key={c.id} className="greeting">
                <p className="greeting__name">{c.isRevealed && c.name ? c.name : t('gift.anonymous')}</p>
                <p>{formatRupiah(c.amount)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section" aria-labelledby="gift-greetings">
        <h2 id="gift-greetings" className="section__title">{t('gift.greetingsForGift')}</h2>
        <GreetingList giftId={gift.id} />
      </section>
      <Link to="/registry/ucapan">{t('gift.back')}</Link>
    </div>
  );
});
