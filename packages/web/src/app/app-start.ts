// The start of the application lifecycle (issue 14 item 4): the composition root (src/main.tsx; the tests' renderRoute)
// starts the stores' AppLifecycle on the browser and feeds it the router's path. React starts nothing.
import type { Container } from 'inversify';
import type { AppHost } from '@kado/domain';
import { AppLifecycle } from '@kado/stores';
import { afterNextPaint } from '../platform/after-paint';
import { clearKeptUserData } from './kept-user-data';

/** The whole-document navigation after a session end (a seam for tests: happy-dom does not load pages). */
const documentNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};

/** The browser as the lifecycle's host: navigator.onLine and its events, the address bar, paint timing. */
export function browserAppHost(router?: PathSource): AppHost {
  return {
    isOnline: () => navigator.onLine,
    onConnectivityChange(listener) {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    currentPath: () => {
      // While a route's loader runs (its page data may find the session over), the page is the one being opened, not
      // the one still shown: a login sends the visitor back there (decision 0372).
      const at = router?.state.navigation?.location ?? window.location;
      return `${at.pathname}${at.search}${at.hash}`;
    },
    // A session that ends, ends in a fresh document, so no store keeps the previous user's data (decision 0184); the
    // service worker drops what it kept for her first (decision 0224).
    leave(url) {
      clearKeptUserData();
      documentNavigation.replace(url);
    },
    afterPaint: afterNextPaint,
  };
}

/** What the lifecycle needs of a router: where it is, where it is going, and each change (a React Router data router fits). */
interface PathSource {
  readonly state: {
    readonly location: { readonly pathname: string };
    readonly navigation?: { readonly location?: { readonly pathname: string; readonly search: string; readonly hash: string } | undefined };
    /** The routes of the page shown (the field data labels its events with the last one's id). */
    readonly matches?: readonly { readonly route: { readonly id?: string } }[];
  };
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/** Starts the app's lifecycle on the browser and feeds it every path of `router`; answers the function that stops both. */
export function startApp(container: Container, router: PathSource, host: AppHost = browserAppHost(router)): () => void {
  const lifecycle = container.get(AppLifecycle);
  const stop = lifecycle.start(host);
  lifecycle.pathChanged(router.state.location.pathname);
  const unsubscribe = router.subscribe((state) => lifecycle.pathChanged(state.location.pathname));
  return () => {
    unsubscribe();
    stop();
  };
}

