// The session's end clears what the service worker kept for the user (decision 0224). Apart from the update prompt
// (app-update.ts), which loads after the page is idle (pwa-layer.ts): the session bridge needs this at boot.
import { CLEAR_USER_DATA } from '../sw/cache-policy';

/** Asks the worker to drop the pages and answers it kept for the user whose session ended. */
export function clearKeptUserData(container: { readonly controller: { postMessage(message: unknown): void } | null } | undefined =
  typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined): void {
  container?.controller?.postMessage({ type: CLEAR_USER_DATA });
}
