// The installable app's layer, loaded when the page is idle (pwa-layer.tsx, decision 0274).
import { ForegroundPush } from '../features/content/push-notice';
import { registerPushWorker } from '../features/content/push';
import { watchForUpdates } from './app-update';
import { UpdatePrompt } from './update-prompt';

/** The service worker (decisions 0169, 0220-0223): push, the offline app, and the 'Versi baru tersedia' prompt. */
export function registerWorker(): void {
  registerPushWorker(undefined, watchForUpdates);
}

export function Prompts() {
  return (
    <>
      <ForegroundPush />
      <UpdatePrompt />
    </>
  );
}
