// Spec §7 configuration "analytics, tag manager" (decision 0196): the tag manager loads only when its id is
// configured (VITE_GTM_ID), and only after the first paint, so it never holds the page back.
import { afterNextPaint } from './after-paint';

/** A Google Tag Manager container id, e.g. GTM-AB12CD. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** What the loader touches: the page's document and window (a test passes its own). */
interface TagManagerHost {
  readonly document: Document;
  readonly window: Window & { dataLayer?: unknown[] };
  /** Runs a task after the first paint (the browser's by default). */
  readonly afterPaint?: (task: () => void) => void;
}

/**
 * Installs the tag manager of `id`: the dataLayer at once (the Analytics adapter's page views and events wait in it),
 * the script after the first paint, async. Without an id, or with one that is not a container id, nothing happens
 * and nothing is requested. Answers whether it installed.
 */
export function installTagManager(id: string | undefined, host: TagManagerHost = { document, window }): boolean {
  const trimmed = id?.trim() ?? '';
  if (!GTM_ID.test(trimmed)) return false;
  const { document: doc, window: win } = host;
  if (doc.getElementById('gtm-script')) return false;
  win.dataLayer = Array.isArray(win.dataLayer) ? win.dataLayer : [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  (host.afterPaint ?? afterNextPaint)(() => {
    const script = doc.createElement('script');
    script.id = 'gtm-script';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(trimmed)}`;
    doc.head.appendChild(script);
  });
  return true;
}
