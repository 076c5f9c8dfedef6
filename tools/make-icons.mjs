// Draws Kado's app icons (the gift mark of public/favicon.svg in the app's colours) as PNG files, once:
//   node tools/make-icons.mjs
// The PNGs are committed under packages/web/public/icons/; run this again only when the mark changes. No dependency:
// a small rasteriser with 4×4 supersampling and Node's zlib for the PNG encoding.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../packages/web/public/icons');

// The app's colours (packages/web/src/styles/global.css): --primary, the surface white and a soft pink ribbon.
const BLUE = [0x25, 0x63, 0xa6];
const WHITE = [0xff, 0xff, 0xff];
const PINK = [0xff, 0xd6, 0xe0];

/** The mark on a 32-unit grid, as in favicon.svg: the box, its lid, the ribbon and a bow of two loops. */
function markColour(x, y) {
  const ring = (cx, cy, rx, ry) => {
    const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
    return d <= 1 && d >= 0.45;
  };
  if (x >= 15 && x <= 17 && y >= 10 && y <= 26) return BLUE;
  if (x >= 5 && x <= 27 && y >= 10 && y <= 15) return PINK;
  if (x >= 7 && x <= 25 && y >= 14 && y <= 26) return WHITE;
  if (y < 10 && (ring(12.6, 7.4, 3.6, 2.9) || ring(19.4, 7.4, 3.6, 2.9))) return PINK;
  return null;
}

/**
 * One icon of `size` pixels. `maskable`: the background fills the square (the platform cuts its own shape) and the
 * mark stays inside the safe zone (the central circle of 80 % diameter); otherwise a rounded square on transparency.
 */
function draw(size, maskable) {
  const scale = maskable ? 0.72 : 0.9;
  const radius = maskable ? 0 : 6;
  const pixels = Buffer.alloc(size * size * 4);
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = ((px + (sx + 0.5) / S) / size) * 32;
          const y = ((py + (sy + 0.5) / S) / size) * 32;
          // Outside the rounded square: transparent.
          const cx = Math.min(Math.max(x, radius), 32 - radius);
          const cy = Math.min(Math.max(y, radius), 32 - radius);
          if (radius > 0 && (x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) continue;
          const colour = markColour(16 + (x - 16) / scale, 17 + (y - 16) / scale) ?? BLUE;
          r += colour[0]; g += colour[1]; b += colour[2]; a += 255;
        }
      }
      const n = S * S;
      const covered = a / 255;
      const i = (py * size + px) * 4;
      pixels[i] = covered ? Math.round(r / covered) : 0;
      pixels[i + 1] = covered ? Math.round(g / covered) : 0;
      pixels[i + 2] = covered ? Math.round(b / covered) : 0;
      pixels[i + 3] = Math.round(a / n);
    }
  }
  return png(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** An 8-bit RGBA PNG: one filter byte (none) before each row, the rows deflated. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; header[9] = 6; header[10] = 0; header[11] = 0; header[12] = 0;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
  // iOS rounds the corners itself and shows transparency as black: full bleed, like a maskable icon.
  ['apple-touch-icon.png', 180, true],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(join(OUT, name), draw(size, maskable));
  console.log(`${name} ${size}×${size}${maskable ? ' maskable' : ''}`);
}
