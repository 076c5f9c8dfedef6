// Issue 30 item 7 (decision 0424): the link preview's picture is a raster card the big crawlers show (WhatsApp,
// Facebook, X and Telegram skip an SVG): a 1200x630 PNG drawn here and encoded by pngjs, the same for the same page, with
// no name in it (it is drawn from a digest of the page's key only).
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { Hono } from 'hono';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_TYPE = 'image/png';
/** The kinds of page with a preview card. */
const KINDS = new Set(['registry', 'gift', 'product']);
/** A page key: a username, a product slug or a gift id (what the page path holds). */
const KEY = /^[A-Za-z0-9._-]{1,100}$/;

/** The card's path for a page (absolute against the public origin by the caller). */
export function previewImagePath(kind: 'registry' | 'gift' | 'product', key: string): string {
  return `/preview-image/${kind}/${encodeURIComponent(key)}.png`;
}

const PALETTE = [[0xf7, 0xa8, 0xb8], [0x8f, 0xd3, 0xc7], [0xff, 0xd2, 0x7f], [0xa7, 0xc7, 0xe7], [0xc3, 0xb1, 0xe1], [0xf4, 0xb1, 0x83], [0xb5, 0xd9, 0x9c], [0xf9, 0xc5, 0xd1]] as const;

/** The card: the page's colour, a light band, and a gift box with its ribbon on the left third. */
function previewCard(kind: string, key: string): Buffer {
  const digest = createHash('sha256').update(`${kind}:${key}`).digest();
  const [r, g, b] = PALETTE[digest[0]! % PALETTE.length]!;
  const w = PREVIEW_WIDTH;
  const h = PREVIEW_HEIGHT;
  const raw = Buffer.alloc(w * 3 * h);
  const cx = w * 0.3;
  const cy = h * 0.5;
  const disc = h * 0.36;
  const box = h * 0.2;
  for (let y = 0; y < h; y += 1) {
    const row = y * w * 3;
    for (let x = 0; x < w; x += 1) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= disc * disc;
      const inBox = Math.abs(x - cx) <= box && Math.abs(y - cy - box * 0.2) <= box * 0.8;
      const inRibbon = inBox && (Math.abs(x - cx) <= box * 0.15 || Math.abs(y - cy + box * 0.2) <= box * 0.12);
      const inBand = x > w * 0.58 && x < w * 0.92 && ((y > h * 0.36 && y < h * 0.44) || (y > h * 0.52 && y < h * 0.58) || (y > h * 0.64 && y < h * 0.7 && x < w * 0.8));
      const mix = inRibbon ? 0.85 : inBox ? -0.35 : inDisc || inBand ? 0.45 : 0;
      const tone = (v: number) => Math.round(mix >= 0 ? v + (255 - v) * mix : v * (1 + mix));
      const i = row + x * 3;
      raw[i] = tone(r);
      raw[i + 1] = tone(g);
      raw[i + 2] = tone(b);
    }
  }
  return PNG.sync.write({ width: w, height: h, data: raw } as PNG, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 9 });
}

/** Serves the cards at /preview-image/{registry|gift|product}/{key}.png, each drawn once and kept (at most 500). */
export function mountPreviewImages(app: Hono): void {
  const kept = new Map<string, Buffer>();
  app.get('/preview-image/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const key = file.endsWith('.png') ? file.slice(0, -4) : '';
    if (!KINDS.has(kind) || !KEY.test(key)) return c.text('Not Found', 404);
    const id = `${kind}/${key}`;
    let png = kept.get(id);
    if (!png) {
      png = previewCard(kind, key);
      if (kept.size >= 500) kept.clear();
      kept.set(id, png);
    }
    return c.body(new Uint8Array(png), 200, { 'Content-Type': PREVIEW_TYPE, 'Cache-Control': 'public, max-age=86400', 'Content-Length': String(png.byteLength) });
  });
}
