import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatRupiah, marketplaceOfLink, shipToText } from '@kado/domain';
import { GiverActionsStore, PublicRegistryStore, RegistryCheckoutStore } from '@kado/stores';
import { ActionPopup, Button, ErrorState, ProductImage, ShipToCard, Skeleton, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { errorText, notFoundText, shopName, useRegistryTexts } from './registry-i18n';
import { GiftCard } from './gift-card';
import { ResiForm } from './resi-form';
import { copyText } from './copy-link';
import { usePageTexts } from '../../app/page-texts';
import { EXTERNAL_CHECKOUT_NS, externalCheckoutTexts } from './external-checkout.texts';
import './registry.css';

/** /registry/checkout: the registry gifts in the cart, booked and paid through /buy (spec §4). */
const GiftCheckout = observer(function GiftCheckout() {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryCheckoutStore);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ownerId = search.get('owner') ?? undefined;
  const username = search.get('registry') ?? undefined;
  // The owner comes in the query string (?owner=), which a route's loader does not follow: the screen reads it.
  useEffect(() => {
    void store.load(ownerId);
  }, [store, ownerId]);
  const remove = async (id: string) => {
    const ok = await store.remove(id);
    toast.show(ok ? t('checkout.removed') : errorText(t, store.actionError));
  };
  return (
    <RouteScreen
      loading={store.status === 'loading' && store.items.length === 0}
      error={store.status === 'error' ? errorText(t, store.error) : undefined}
      onRetry={() => void store.load(ownerId)}
    >
      <p className="page__lead">{t('checkout.lead')}</p>
      {store.items.length === 0 ? (
        <>
          <p className="page__lead">{t('checkout.empty')}</p>
          {/* Not a dead end (QA, 28 November: back from a payment landed here): the registry, and the orders to pay. */}
          {username ? <Link className="button button--block" to={`/registry/${encodeURIComponent(username)}`}>{t('checkout.backToRegistry')}</Link> : null}
          <Link className="button button--secondary button--block" to="/order">{t('checkout.myOrders')}</Link>
        </>
      ) : (
        <>
          <ul className="plain-list stack">
            {store.items.map((item) => (
              <li key={item.id} className="gift-card">
                <div className="gift-card__media">
                  {item.product.images[0] ? <ProductImage src={item.product.images[0].imageUrl} alt="" size={88} /> : null}
                </div>
                <div className="gift-card__body">
                  <h2 className="gift-card__name">{item.product.name}</h2>
                  {item.variant ? <p className="gift-card__meta">{item.variant.name}</p> : null}
                  <p className="gift-card__price">
                    {item.contribution !== null ? t('checkout.contributionLine', { amount: formatRupiah(item.contribution) }) : `${item.quantity} × ${formatRupiah(item.price)}`}
                  </p>
                  <div className="gift-card__actions">
                    <Button variant="ghost" className="button--small" disabled={store.pendingIds.has(item.id)} onClick={() => void remove(item.id)} aria-label={`${t('checkout.remove')} ${item.product.name}`}>
                      {t('checkout.remove')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="row row--between"><strong>{t('checkout.total')}</strong><strong>{formatRupiah(store.total)}</strong></p>
          <Button
            block
            onClick={() => {
              if (store.book(username && ownerId ? { username, ownerId } : undefined)) navigate('/buy');
            }}
          >
            {t('checkout.pay')}
          </Button>
        </>
      )}
    </RouteScreen>
  );
});

/** /registry/external-checkout/{id}: buy an external gift at its shop, then mark it bought so nobody doubles it. */
const ExternalCheckout = observer(function ExternalCheckout({ id }: { readonly id: string }) {
  const { t } = useRegistryTexts();
  const store = useStore(PublicRegistryStore);
  const giver = useStore(GiverActionsStore);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const username = search.get('registry') ?? store.username;
  // 'Saya sudah membeli' asks first (issue 31: one tap marked the gift bought for every other giver).
  const [confirming, setConfirming] = useState(false);
  const { t: tx } = usePageTexts(EXTERNAL_CHECKOUT_NS, externalCheckoutTexts);
  // The gift (by its path id) is read by the route's loader; its registry comes in the query string (?registry=),
  // which a route's loader does not follow: the screen reads it.
  useEffect(() => {
    if (username && store.username !== username) void store.load(username);
  }, [store, username]);
  const gift = store.gift?.id === id ? store.gift : null;
  // Decision 0530: the giver who holds a gift from another shop sees the owner's full address, so it is read again
  // when this page opens and whenever her hold on the gift begins or ends.
  const holdsIt = gift !== null && giver.options(gift).state === 'held';
  useEffect(() => {
    if (username && store.username === username) void store.rereadAddress();
  }, [store, username, holdsIt]);
  if (gift === null && store.giftStatus === 'error') {
    return (
      <RouteScreen>
        <ErrorState message={notFoundText(t, store.giftError, 'gift.notFound')} onRetry={() => void store.loadGift(id)} />
      </RouteScreen>
    );
  }
  if (gift === null) {
    return (
      <RouteScreen>
        <Skeleton height="8rem" />
      </RouteScreen>
    );
  }
  const ext = gift.externalProduct;
  const shop = ext ? shopName(t, marketplaceOfLink(ext.url)) : '';
  // The domain's giverOptions decide: held by someone else, or open/held by her (buy it at its shop).
  const options = giver.options(gift);
  const takenByOther = options.state === 'taken';
  const held = options.state === 'held';
  const pasted = store.address ? shipToText(store.address) : null;
  const copyAddress = async () => {
    if (pasted) toast.show((await copyText(pasted)) ? tx('addressCopied') : tx('copyFailed'));
  };
  const reserve = async () => {
    const ok = await giver.reserve(gift.id);
    toast.show(ok ? t('toast.reserved') : errorText(t, giver.actionError));
  };
  const markBought = async () => {
    setConfirming(false);
    const ok = await giver.markExternalBought(gift.id);
    toast.show(ok ? t('toast.bought') : errorText(t, giver.actionError));
    if (ok && username) navigate(`/registry/${encodeURIComponent(username)}`, { replace: true });
  };
  return (
    <RouteScreen>
      {takenByOther ? null : <p className="page__lead">{t('checkout.externalLead')}</p>}
      <GiftCard gift={gift} badge={store.badgeOf(gift)} eager />
      {takenByOther ? null : (
        <section className="section" aria-labelledby="external-ship-to">
          <h2 id="external-ship-to" className="section__title">{t('checkout.shipTo')}</h2>
          {store.address ? <ShipToCard label={store.address} note={held && store.address.visibility === 'full' ? tx('fullAddressHeld') : undefined} /> : <p className="notice">{t('checkout.noAddress')}</p>}
          {pasted ? <Button variant="secondary" className="button--small" onClick={() => void copyAddress()}>{tx('copyAddress')}</Button> : null}
          {ext && options.reserve && store.fullAddressOnHold ? (
            <div className="stack" data-testid="reserve-for-address">
              <p className="field__hint">{tx('reserveForAddress', { shop })}</p>
              <Button variant="secondary" className="button--small" disabled={giver.isPending(gift.id)} onClick={() => void reserve()}>{tx('reserveForAddressButton')}</Button>
            </div>
          ) : null}
        </section>
      )}
      {takenByOther ? (
        <TakenElsewhere giftId={gift.id} username={username} />
      ) : ext && options.buyExternal ? (
        <div className="stack">
          <a className="button button--secondary" href={ext.url} target="_blank" rel="noopener noreferrer">{t('checkout.open', { shop })}</a>
          <Button block disabled={giver.isPending(gift.id)} onClick={() => setConfirming(true)}>{t('checkout.markBought')}</Button>
          <ActionPopup
            open={confirming}
            title={tx('confirmBoughtTitle', { shop })}
            text={tx('confirmBoughtText', { shop })}
            positive={{ label: tx('confirmBought'), onClick: () => void markBought() }}
            negative={{ label: tx('confirmCancel'), onClick: () => setConfirming(false) }}
            onClose={() => setConfirming(false)}
          />
        </div>
      ) : null}
      {/* Decision 0266: the giver who bought it outside adds the courier and the resi. */}
      {options.addResi ? <ResiForm gift={gift} /> : null}
      {username && !takenByOther ? <Link to={`/registry/${encodeURIComponent(username)}`}>{t('checkout.backToRegistry')}</Link> : null}
    </RouteScreen>
  );
});

/**
 * Another giver took this gift first: say so, and offer what the registry still needs (up to three gifts the domain's
 * giverOptions leave open to her) with the way back to the whole list, instead of a dead end.
 */
const TakenElsewhere = observer(function TakenElsewhere({ giftId, username }: { readonly giftId: string; readonly username: string | undefined }) {
  const { t } = useRegistryTexts();
  const store = useStore(PublicRegistryStore);
  const giver = useStore(GiverActionsStore);
  const open = store.gifts.filter((other) => other.id !== giftId && giver.options(other).state === 'open').slice(0, 3);
  const registryPath = username ? `/registry/${encodeURIComponent(username)}` : undefined;
  return (
    <>
      <p className="notice notice--warn">{t('checkout.alreadyTaken')}</p>
      {registryPath && open.length > 0 ? (
        <section className="section" aria-labelledby="external-still-needed">
          <h2 id="external-still-needed" className="section__title">{t('checkout.stillNeeded')}</h2>
          <ul className="gift-list" data-testid="still-needed">
            {open.map((other) => (
              <li key={other.id}>
                <GiftCard gift={other} badge={store.badgeOf(other)} href={`${registryPath}/${encodeURIComponent(other.id)}`} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {registryPath ? (
        <Link className="button button--block" to={registryPath}>
          {open.length > 0 ? t('checkout.seeAll') : t('checkout.backToRegistry')}
        </Link>
      ) : null}
    </>
  );
});

// The registry checkout routes: the routes of route-table.ts name the export each one renders.

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  /** The external gift by its path id (without one, the gift checkout, whose owner is in the query string). */
  ExternalCheckoutRoute: async (container, { id }) => {
    if (id) await container.get(PublicRegistryStore).loadGift(id);
  },
};

/** /registry/checkout and /registry/external-checkout-old */
export const Component = GiftCheckout;

/** /registry/external-checkout/{id optional}: without an id, /registry/checkout. */
export function ExternalCheckoutRoute() {
  const { id } = useParams();
  return id ? <ExternalCheckout id={id} /> : <GiftCheckout />;
}
