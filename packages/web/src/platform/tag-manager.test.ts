import { afterEach, describe, expect, it } from 'vitest';
import { installTagManager } from './tag-manager';
import { DataLayerAnalytics } from './browser-platform';

// Spec §7 configuration: the tag manager loads only with its id, after the first paint; the Analytics adapter's page
// views and events reach its dataLayer (decision 0196).

type Win = Window & { dataLayer?: unknown[] };
const win = window as Win;

/** A document that keeps the elements appended to its head: the script is checked, never fetched. */
function fakeDocument() {
  const head: { id?: string; async?: boolean; src?: string }[] = [];
  return {
    head: { appendChild: (el: { id?: string }) => void head.push(el) },
    createElement: () => ({}),
    getElementById: (id: string) => head.find((el) => el.id === id) ?? null,
  } as unknown as Document;
}
let doc = fakeDocument();
afterEach(() => {
  doc = fakeDocument();
  delete win.dataLayer;
});

function host() {
  const painted: (() => void)[] = [];
  return { painted, host: { document: doc, window: win, afterPaint: (task: () => void) => void painted.push(task) } };
}

describe('installTagManager', () => {
  it('does nothing without an id, or with one that is not a container id', () => {
    const { painted, host: h } = host();
    for (const id of [undefined, '', '  ', 'UA-123', 'GTM-<script>', 'https://evil.test/x.js']) expect(installTagManager(id, h)).toBe(false);
    expect(painted).toEqual([]);
    expect(doc.getElementById('gtm-script')).toBeNull();
    expect(win.dataLayer).toBeUndefined();
  });

  it('with an id: the dataLayer at once, the async script only after the first paint, once', () => {
    const { painted, host: h } = host();
    expect(installTagManager('GTM-AB12CD', h)).toBe(true);
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(doc.getElementById('gtm-script')).toBeNull();
    painted.forEach((task) => task());
    const script = doc.getElementById('gtm-script') as unknown as { async: boolean; src: string };
    expect(script.async).toBe(true);
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(installTagManager('GTM-AB12CD', h)).toBe(false);
  });

  it('the Analytics adapter\'s page views and events wait in its dataLayer, and go nowhere without one', () => {
    const analytics = new DataLayerAnalytics();
    analytics.pageView('/search?keyword=popok');
    expect(win.dataLayer).toBeUndefined();
    installTagManager('GTM-AB12CD', host().host);
    analytics.pageView('/cart');
    analytics.event('add-to-cart-non-registry', { product_id: '7', sku_id: '70' });
    expect(win.dataLayer?.slice(1)).toEqual([
      { event: 'page_view', page_path: '/cart' },
      { event: 'add-to-cart-non-registry', product_id: '7', sku_id: '70' },
    ]);
  });
});
