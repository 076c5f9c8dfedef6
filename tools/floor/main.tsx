// The bundle floor (tools/budget.mjs, issue 15): the smallest real app on the product's stack, used the way the
// product uses it: a data router with one lazy route, an inversify container with one injected store, a MobX
// observer, i18next with react-i18next, ky and one valibot schema. Nothing is kept alive by a global: tree-shaking
// removes what a real app does not use, so the budget compares the product with what any app on the stack ships.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { Container } from 'inversify';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import ky from 'ky';
import { ContainerContext } from './context';
import { GreetingStore, HTTP } from './greeting.store';

const BASE = import.meta.env.BASE_URL;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'id',
  fallbackLng: 'id',
  resources: { id: { translation: { title: 'Kado', home: 'Beranda', loading: 'Memuat…', failed: 'Gagal memuat.' } } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

const container = new Container();
container.bind(HTTP).toConstantValue(ky.create({ prefixUrl: new URL(BASE, location.origin).href, retry: 0 }));
container.bind(GreetingStore).toSelf().inSingletonScope();

function Layout() {
  const { t } = useTranslation();
  return (
    <>
      <header>
        <Link to="/">{t('home')}</Link>
      </header>
      <main>
        <h1>{t('title')}</h1>
        <Outlet />
      </main>
    </>
  );
}

const router = createBrowserRouter(
  [{ path: '/', Component: Layout, children: [{ index: true, lazy: () => import('./greeting-screen') }] }],
  { basename: BASE.replace(/\/$/, '') || '/' },
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ContainerContext.Provider value={container}>
        <RouterProvider router={router} />
      </ContainerContext.Provider>
    </StrictMode>,
  );
}
