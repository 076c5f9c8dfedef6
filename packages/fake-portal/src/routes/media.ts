import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Portal } from '../context';
import { currentUser, requireActor, requireUser } from '../context';
import { uploadOnlyFor } from '../gift-rules';
import { badRequest, fieldError, notFound, PortalError } from '../errors';
import { paymentLogoSvg, placeholderSvg } from '../images';
import { PAYMENT_LOGO_TEXT, PAYMENT_METHODS } from '../payments';
import { readLimited } from '../body';
import { placeholderPng, rasterSize } from '../raster';
import type { Presenters } from '../present';
import { nextId } from '../state';
import { Checker, readJson } from '../validate';
import { clientAddress } from '../rate-limit';

const MAX_BYTES = 5 * 1024 * 1024;
const TOO_BIG = 'Ukuran gambar maksimal 5 MB';
/** Issue 30 item 3: the most guests' uploads kept in all (bytes); the oldest go first. */
export const GUEST_UPLOAD_BYTES = 64 * 1024 * 1024;
/** An upload's name in its URL: 256 random bits (context's mintToken), possibly after the portal's prefix. */
const UPLOAD_KEY = /^[A-Za-z0-9_-]{0,32}[0-9a-f]{64}$/;
/** The URL of an upload: its unguessable key, never its sequential id (issue 30 item 4). */
const uploadUrl = (key: string): string => `/api/images/uploads/${key}`;

/**
 * The type of an upload read from its bytes, never from what the client claims (issue 17): PNG, JPEG or WebP only.
 * An SVG (markup that can carry a script), HTML or anything else is null.
 */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const at = (i: number) => bytes[i] ?? -1;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Uploads, profile images and the generated SVG images (docs/api-contract.md "Media"). */
export function mediaRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  /** Reads a multipart `image` file; validates fully before anything is stored. */
  const readImageFile = async (c: Context): Promise<{ mime: string; bytes: Uint8Array }> => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) throw fieldError('image', 'Gambar wajib diunggah');
    // Issue 17: an image above 5 MB is a 413, told before the body is read when its length is declared (multipart
    // overhead allowed); issue 30: without a length it is counted while it arrives, never read whole first.
    const body = await readLimited(c.req.raw, MAX_BYTES + 64 * 1024, TOO_BIG);
    let file: File | string | null;
    try {
      file = (await new Request(c.req.url, { method: 'POST', headers: { 'content-type': type }, body: body as Uint8Array<ArrayBuffer> }).formData()).get('image');
    } catch {
      throw badRequest();
    }
    if (!(file instanceof File)) throw fieldError('image', 'Gambar wajib diunggah');
    if (!file.type.startsWith('image/')) throw fieldError('image', 'File harus berupa gambar');
    if (file.size > MAX_BYTES) throw new PortalError(413, TOO_BIG);
    if (file.size === 0) throw fieldError('image', 'Gambar kosong');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImage(bytes);
    if (mime === null) throw fieldError('image', 'Format gambar harus PNG, JPEG atau WebP');
    return { mime, bytes };
  };

  const store = (ownerKey: string, img: { mime: string; bytes: Uint8Array }) => {
    const id = nextId(st(), 'uploads');
    const key = portal.mintToken();
    st().uploads.push({ id, key, mime: img.mime, bytes: img.bytes, owner_key: ownerKey });
    // Issue 30 item 3: what guests upload is kept up to a total; the oldest guest upload goes first.
    let guestBytes = 0;
    for (let i = st().uploads.length - 1; i >= 0; i--) {
      const up = st().uploads[i]!;
      if (!up.owner_key.startsWith('g:')) continue;
      guestBytes += up.bytes.byteLength;
      if (guestBytes > GUEST_UPLOAD_BYTES) st().uploads.splice(i, 1);
    }
    return { id, image_url: uploadUrl(key) };
  };
  /** Issue 30 item 3: uploads per account or guest id and per client address, per day; counted before the body is read. */
  const countUpload = (c: Context, ownerKey: string) => {
    portal.limits.check('uploadActor', ownerKey);
    portal.limits.take('uploadAddress', clientAddress(c));
    portal.limits.hit('uploadActor', ownerKey);
  };

  app.post('/v1/upload/image', async (c) => {
    const actor = requireActor(portal, c);
    countUpload(c, actor.key);
    const img = await readImageFile(c);
    return c.json({ data: store(actor.key, img) }, 201);
  });

  /** The image for a profile field: a multipart file, or `{ image: <upload id> }` of one's own upload. */
  const profileImage = async (c: Context, ownerKey: string): Promise<string> => {
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      countUpload(c, ownerKey);
      return store(ownerKey, await readImageFile(c)).image_url;
    }
    const v = new Checker(await readJson(c));
    const id = v.int('image', 'Gambar', { min: 1 });
    v.done();
    const up = st().uploads.find((u) => u.id === id && u.owner_key === ownerKey);
    if (!up) throw fieldError('image', 'Gambar tidak ditemukan');
    return uploadUrl(up.key);
  };

  app.post('/v1/profile/background-image/upload', async (c) => {
    const u = requireUser(portal, c);
    u.background_url = await profileImage(c, `u:${u.id}`);
    return c.json({ data: view.user(u) });
  });
  app.post('/v1/profile/photo/upload', async (c) => {
    const u = requireUser(portal, c);
    u.photo_url = await profileImage(c, `u:${u.id}`);
    return c.json({ data: view.user(u) });
  });
  app.delete('/v1/profile/background-image', (c) => {
    const u = requireUser(portal, c);
    u.background_url = null;
    return c.json({ data: view.user(u) });
  });
  app.delete('/v1/profile/photo', (c) => {
    const u = requireUser(portal, c);
    u.photo_url = null;
    return c.json({ data: view.user(u) });
  });

  /** Who asks for a picture: an ended or unknown token is nobody (a 404 like any stranger's, never a 401 that tells). */
  const viewerId = (c: Context): number | null => {
    try {
      return currentUser(portal, c)?.id ?? null;
    } catch {
      return null;
    }
  };

  app.get('/images/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    if (kind === 'uploads') {
      const key = c.req.param('file');
      const up = UPLOAD_KEY.test(key) ? st().uploads.find((u) => u.key === key) : undefined;
      if (!up) throw notFound('Gambar tidak ditemukan');
      // Issue 30 item 4: a private registry's pictures to its owner only; to anyone else it does not exist.
      const only = uploadOnlyFor(st(), key);
      if (only !== null && viewerId(c) !== only) throw notFound('Gambar tidak ditemukan');
      return new Response(new Blob([up.bytes as Uint8Array<ArrayBuffer>]), {
        // Owner-only: `private`, so no shared cache and not the app's service worker keeps it (decision 0426).
        headers: { 'content-type': up.mime, 'cache-control': only === null ? 'no-store' : 'private, no-store', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline; filename="kado-upload"' },
      });
    }
    const m = /^(\d{1,9})(?:-(\d))?(?:\.(svg|png))?$/.exec(c.req.param('file'));
    if (!m) throw notFound('Gambar tidak ditemukan');
    const id = Number(m[1]);
    const variant = m[2] ? Number(m[2]) - 1 : 0;
    const s = st();
    // Issue 30 item 4: the pictures carry no name (no title, no alt text); a person's picture and an outside gift's
    // (a private registry's included) are drawn from nothing that names them.
    const labels: Record<string, () => string | undefined> = {
      products: () => s.products.find((p) => p.id === id)?.name,
      merchants: () => s.merchants.find((x) => x.id === id && x.has_image)?.name,
      categories: () => s.categories.find((x) => x.id === id)?.name,
      banners: () => s.banners.find((x) => x.id === id)?.title,
      articles: () => s.articles.find((x) => x.id === id)?.title,
      groups: () => s.groups.find((x) => x.id === id)?.name,
      users: () => (s.users.some((x) => x.id === id) ? `Kado ${id}` : undefined),
      reviews: () => (s.reviews.some((x) => x.id === id) ? 'Foto Ulasan' : undefined),
      external: () => `Kado ${id}`,
    };
    if (kind === 'payments') {
      // Issue 31: the logo of the method at that place of the list (GET v1/payment-methods), with its own name.
      const method = PAYMENT_METHODS[id - 1];
      if (!method || m[2] || m[3] === 'png') throw notFound('Gambar tidak ditemukan');
      return new Response(paymentLogoSvg(PAYMENT_LOGO_TEXT[method.code]), { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
    }
    const label = labels[kind]?.();
    if (!label) throw notFound('Gambar tidak ditemukan');
    if (m[3] === 'png') {
      // A raster picture at the width the app asks for (w, decision 0191), square (issue 15, decision 0270).
      const png = placeholderPng(label, variant, rasterSize(c.req.query('w')));
      return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } });
    }
    return new Response(placeholderSvg(label, variant), { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
  });

  return app;
}
