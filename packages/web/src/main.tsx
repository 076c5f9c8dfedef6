import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { TOKENS } from '@kado/stores';
import { i18n } from './i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { installChunkReload } from './app/chunk-reload';
import { createAppContainer } from './app/container';
import { StoreProvider } from './app/store-context';
import { AnalyticsContext } from './app/analytics-context';
import { registerPushWorker } from './features/content/push';

installChunkReload();

const router = createAppRouter();
// Spec §8: a 490 answer sends the shopper to /404 (except on v1/products/slug, decided in @kado/http).
const container = createAppContainer({ onNotFoundRedirect: () => void router.navigate('/404', { replace: true }) });
const analytics = container.get(TOKENS.Analytics);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <App
      router={router}
      i18n={i18n}
      wrap={(children) => (
        <StoreProvider container={container}>
          <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>
        </StoreProvider>
      )}
    />,
  );
}
registerPushWorker();
