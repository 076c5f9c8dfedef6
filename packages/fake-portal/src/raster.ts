// Raster pictures (issue 15; decision 0546 for every other photo): the shop's pictures are photos in production, so the fake portal
// serves a generated illustration as a PNG at the size the app asks for (the `w` parameter of decision 0191), not
// an SVG: the browser then decodes, scales and downloads what a shopper's phone would. Drawn and encoded here with
// pngjs; each size of each picture is made once and kept.
import { PNG } from 'pngjs';
import { hash32 } from './seed/prng';

const PALETTE = [[0xf7, 0xa8, 0xb8], [0x8f, 0xd3, 0xc7], [0xff, 0xd2, 0x7f], [0xa7, 0xc7, 0xe7], [0xc3, 0xb1, 0xe1], [0xf4, 0xb1, 0x83], [0xb5, 0xd9, 0x9c], [0xf9, 0xc5, 0xd1], [0x9a, 0xd0, 0xec], [0xe6, 0xc7, 0x9c]] as const;

/** The width a product image has when asked for without `w` (decision 0270). */
const FULL_IMAGE_SIZE = 600;
const MIN_SIZE = 16;
const MAX_SIZE = 1200;

/** The square size to draw for a requested `w` (the full size when missing or not a number). */
export function rasterSize(w: string | undefined): number {
  const n = Number(w);
  if (!w || !Number.isFinite(n)) return FULL_IMAGE_SIZE;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(n)));
}

/** A PNG (8-bit RGB) of `width` x `height` from rows of pixels (pngjs). */
function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  return PNG.sync.write({ width, height, data: Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength) } as PNG, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 9 });
}

/** A square illustration: the label's colour, a light disc and a darker parcel (a gift box) in the middle. */
function draw(label: string, variant: number, size: number): Uint8Array {
  const [r, g, b] = PALETTE[(hash32(label) + variant) % PALETTE.length]!;
  const px = new Uint8Array(size * size * 3);
  const c = size / 2;
  const disc = size * (0.3 - variant * 0.027);
  const box = size * 0.16;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inDisc = (x - c) ** 2 + (y - c) ** 2 <= disc * disc;
      const inBox = Math.abs(x - c) <= box && Math.abs(y - c - box * 0.2) <= box * 0.8;
      const inRibbon = inBox && (Math.abs(x - c) <= box * 0.15 || Math.abs(y - c + box * 0.2) <= box * 0.12);
      const mix = inRibbon ? 0.85 : inBox ? -0.35 : inDisc ? 0.35 : 0;
      const tone = (v: number) => Math.round(mix >= 0 ? v + (255 - v) * mix : v * (1 + mix));
      const i = (y * size + x) * 3;
      px[i] = tone(r);
      px[i + 1] = tone(g);
      px[i + 2] = tone(b);
    }
  }
  return px;
}

const cache = new Map<string, Buffer>();

/** The PNG of a picture at `size` x `size`, made once per label, variant and size. */
export function placeholderPng(label: string, variant: number, size: number): Buffer {
  const key = `${label}\u0000${variant}\u0000${size}`;
  let png = cache.get(key);
  if (!png) {
    png = encodePng(size, size, draw(label, variant, size));
    if (cache.size > 500) cache.clear();
    cache.set(key, png);
  }
  return png;
}
