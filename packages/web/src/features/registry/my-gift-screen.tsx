import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { listCount, registryRedirectPath } from '@kado/domain';
import { GreetingsStore, OwnerGiftsStore, RegistryOwnerStore } from '@kado/stores';
import { ErrorState, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { errorText, useRegistryTexts } from './registry-i18n';
import { RegistryProfileForm } from './setting-tab';
import './registry.css';

/** /my-gift: the owner's registry at a glance, with the ways into managing it. */
const MyGift = observer(function MyGift() {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryOwnerStore);
  // Her registry and the first page of her gifts are read by the route's loader (routeData below).
  const gifts = useStore(OwnerGiftsStore);
  if (store.registry === null && store.status === 'error') {
    return (
      <RouteScreen>
        <ErrorState message={errorText(t, store.error)} onRetry={() => void store.load()} />
      </RouteScreen>
    );
  }
  return (
    <RouteScreen>
      <p className="page__lead">{t('myGift.lead')}</p>
      {store.registry === null ? (
        <div className="stack" aria-busy="true">
          <Skeleton height="1.5rem" width="60%" />
          <Skeleton height="4rem" />
        </div>
      ) : (
        <section className="card stack" aria-labelledby="my-gift-name">
          <h2 id="my-gift-name" className="registry-header__name">{store.displayName}</h2>
          <p className="field__hint">{store.linkPath}</p>
          <p>{store.description}</p>
          {gifts.giftsStatus === 'ready' ? <p className="field__hint">{t('myGift.gifts', { shown: listCount(gifts.gifts.length, gifts.hasMoreGifts) })}</p> : null}
          <div className="row row--wrap">
            <Link className="button" to="/registry/setting">{t('myGift.manage')}</Link>
            <Link className="button button--secondary" to="/registry/ucapan">{t('myGift.track')}</Link>
            <Link className="button button--ghost" to={registryRedirectPath(store.username, '/my-gift')}>{t('myGift.view')}</Link>
          </div>
        </section>
      )}
    </RouteScreen>
  );
});

/** /my-gift/create: name and greeting of the registry (the portal creates it with the spec §3 defaults). */
const MyGiftCreate = observer(function MyGiftCreate() {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryOwnerStore);
  const navigate = useNavigate();
  return (
    <RouteScreen
      title={t('myGift.createTitle')}
      loading={store.registry === null && store.status === 'loading'}
      error={store.registry === null && store.status === 'error' ? errorText(t, store.error) : undefined}
      onRetry={() => void store.load()}
    >
      <p className="page__lead">{t('myGift.createLead')}</p>
      {store.registry ? <RegistryProfileForm submitLabel={t('myGift.createSubmit')} onSaved={() => navigate('/registry/setting')} /> : null}
    </RouteScreen>
  );
});

// The gift's page (the tracking tab's detail, with the follow-up forms) loads when /my-gift/{id} shows it, not with
// /my-gift: 5 kB less for the owner's registry page (decision 0340).
const GiftDetail = lazy(() => import('./track-tab').then((m) => ({ default: m.GiftDetail })));

/** /my-gift/{id}: one of the owner's gifts (decision 0104). */
function MyGiftDetail({ id }: { readonly id: string }) {
  return (
    <RouteScreen>
      <Suspense fallback={<Skeleton height="4rem" />}>
        <GiftDetail id={id} />
      </Suspense>
    </RouteScreen>
  );
}

// The owner's registry routes under /my-gift: the routes of route-table.ts name the export each one renders.

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  /** Her registry and the first page of her gifts; coming back keeps what was shown (spec §2 page caching). */
  Component: (container, _params, visit) => container.get(OwnerGiftsStore).open(visit?.returning ?? false),
  /** Her registry, to name it (read once). */
  MyGiftCreateRoute: (container) => container.get(RegistryOwnerStore).ensure(),
  /** One of her gifts with its greetings; without an id, /my-gift's data. */
  MyGiftDetailRoute: (container, { id }, visit) =>
    id
      ? Promise.all([container.get(OwnerGiftsStore).loadGift(id, visit?.returning ?? false), container.get(GreetingsStore).load()])
      : container.get(OwnerGiftsStore).open(visit?.returning ?? false),
};

/** /my-gift */
export const Component = MyGift;

/** /my-gift/create */
export const MyGiftCreateRoute = MyGiftCreate;

/** /my-gift/{id optional}: without an id, /my-gift. */
export function MyGiftDetailRoute() {
  const { id } = useParams();
  return id ? <MyGiftDetail id={id} /> : <MyGift />;
}
