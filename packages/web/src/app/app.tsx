import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';

interface AppProps {
  readonly router: AppRouter;
  readonly i18n: I18n;
  /**
   * Wraps the router with providers (the session context from MobX stores,
   * the inversify container). Defaults to none, i.e. a logged-out visitor.
   */
  readonly wrap?: (children: ReactNode) => ReactNode;
}

export function App({ router, i18n, wrap = (children) => children }: AppProps) {
  return <I18nextProvider i18n={i18n}>{wrap(<RouterProvider router={router} />)}</I18nextProvider>;
}
