// The installable app's layer, loaded when the page is idle (pwa-layer.tsx, decision 0274).
import { ForegroundPush } from '../features/content/push-notice';
import { registerPushWorker } from '../features/content/push';
import { watchForUpdates } from './app-update';
import { UpdatePrompt } from './update-prompt';
import type { FieldRouter } from '../platform/field-data';

/** The service worker (decisions 0169, 0220-0223): push, the offline app, and the 'Versi baru tersedia' prompt. */
export function registerWorker(): void {
  registerPushWorker(undefined, watchForUpdates);
}

/**
 * The field data (web vitals and client errors to POST /rum, decision 0444), in a production build: its code, web-vitals
 * included, is a chunk of its own, loaded with this layer once the page has loaded and the network is quiet: neither
 * the first screen nor the boot file carries it.
 */
export function startFieldData(router: FieldRouter): void {
  if (import.meta.env.PROD) void import('../platform/field-data').then((module) => module.startFieldData({ router }));
}

export function Prompts() {
  return (
    <>
      <ForegroundPush />
      <UpdatePrompt />
    </>
  );
}
