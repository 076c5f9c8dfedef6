import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
// The ui pieces by their own files, not the '../ui' barrel (which would bring every component into the boot file).
import { BottomNav } from '../ui/bottom-nav';
import { HeaderStyleContext } from '../ui/navbar';
import { OfflineBanner } from '../ui/offline-banner';
import { ToastHost } from '../ui/toast-host';
import { lockScroll } from '../ui/scroll-lock';
import { AddressPromptStore, ConnectivityStore, NotificationStore, SessionStore } from '@kado/stores';
import { config } from './config';
import { headerStyle, locksScroll, showsBottomNav } from './layout-rules';
import { MaintenanceScreen } from './maintenance-screen';
import { useRouteMeta, useRouteTitle } from './route-meta';
import { useStore } from './store-context';
import { PwaPrompts } from './pwa-layer';
import { NavigationProgress } from '../ui/navigation-progress';

/** The add-address modal (spec §2) loads when the prompt shows: most visits never see it. */
const AddAddressModal = lazy(() => import('../ui/add-address-modal').then((m) => ({ default: m.AddAddressModal })));

/**
 * The default mobile layout (spec §2): the 480px frame, the offline banner, the page, the bottom
 * navigation on its five routes, toasts and the add-address modal; the maintenance screen replaces it all.
 * It reads the stores the application lifecycle fills (app-start.ts); it starts nothing itself.
 */
export const RootLayout = observer(function RootLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useStore(SessionStore);
  const online = useStore(ConnectivityStore).online;
  const badgeCount = useStore(NotificationStore).badgeCount ?? 0;
  const addressPrompt = useStore(AddressPromptStore);
  const { id: routeId } = useRouteMeta();
  const withBottomNav = !config.maintenance && showsBottomNav(pathname);
  const locked = locksScroll(pathname);
  const title = useRouteTitle();

  useEffect(() => (locked ? lockScroll() : undefined), [locked]);
  useEffect(() => {
    const name = t('app.name');
    document.title = title === name ? name : `${title} | ${name}`;
  }, [title, t]);

  const fullPath = `${pathname}${search}`;
  return (
    <HeaderStyleContext.Provider value={headerStyle(pathname)}>
      <div className={withBottomNav ? 'app-frame has-bottom-nav' : 'app-frame'}>
        <OfflineBanner online={online} />
        <NavigationProgress online={online} />
        <main className="app-main" id="main" data-route={routeId}>
          {config.maintenance ? <MaintenanceScreen productName={config.productName} helpUrl={config.helpChatUrl} /> : <Outlet />}
        </main>
        {withBottomNav ? <BottomNav badgeCount={session.isLoggedIn ? badgeCount : undefined} /> : null}
        <ToastHost />
        <PwaPrompts />
        {addressPrompt.open && session.isLoggedIn ? (
          <Suspense fallback={null}>
            <AddAddressModal
              open
              onClose={addressPrompt.close}
              onAdd={() => {
                addressPrompt.close();
                const back = encodeURIComponent(fullPath);
                navigate(`/address/add?from=${back}&to=${back}`);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <ScrollRestoration />
    </HeaderStyleContext.Provider>
  );
});
