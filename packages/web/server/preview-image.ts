// Issue 30 item 7 (decision 0424): the link preview's picture is a raster card the big crawlers show (WhatsApp,
// Facebook, X and Telegram skip an SVG): a 1200x630 PNG drawn here with node:zlib, the same for the same page, with
// no name in it (it is drawn from a digest of the page's key only).
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The card: the page's colour, a light band, and a gift box with its ribbon on the left third. */
function previewCard(kind: string, key: string): Buffer {
  const digest = createHash('sha256').update(`${kind}:${key}`).digest();
  const [r, g, b] = PALETTE[digest[0]! % PALETTE.length]!;
  const w = PREVIEW_WIDTH;
  const h = PREVIEW_HEIGHT;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  const cx = w * 0.3;
  const cy = h * 0.5;
  const disc = h * 0.36;
  const box = h * 0.2;
  for (let y = 0; y < h; y += 1) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x += 1) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= disc * disc;
      const inBox = Math.abs(x - cx) <= box && Math.abs(y - cy - box * 0.2) <= box * 0.8;
      const inRibbon = inBox && (Math.abs(x - cx) <= box * 0.15 || Math.abs(y - cy + box * 0.2) <= box * 0.12);
      const inBand = x > w * 0.58 && x < w * 0.92 && ((y > h * 0.36 && y < h * 0.44) || (y > h * 0.52 && y < h * 0.58) || (y > h * 0.64 && y < h * 0.7 && x < w * 0.8));
      const mix = inRibbon ? 0.85 : inBox ? -0.35 : inDisc || inBand ? 0.45 : 0;
      const tone = (v: number) => Math.round(mix >= 0 ? v + (255 - v) * mix : v * (1 + mix));
      const i = row + 1 + x * 3;
      raw[i] = tone(r);
      raw[i + 1] = tone(g);
      raw[i + 2] = tone(b);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array())]);
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
