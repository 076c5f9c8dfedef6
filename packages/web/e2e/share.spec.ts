import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, waitForScreen } from './helpers';

// Issue 16 item 3 (decision 0261): WhatsApp-first sharing, a link per gift, and previews for crawlers.

const SHOTS = process.env.SHOTS_DIR;

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

/** The content of each meta tag of a page, by its property or name. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]!] = m[2]!;
  return out;
}

test("The HTML of /registry/bunda-demo fetched without a browser carries the preview tags with the registry's name and an absolute image URL; a private registry's HTML does not", async ({ request, baseURL }) => {
  const res = await request.get('/registry/bunda-demo', { headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.23.20.0 A' } });
  expect(res.status()).toBe(200);
  const meta = metaOf(await res.text());
  expect(meta['og:title']).toBe('Sari&#39;s Baby Registry di Kado');
  // Issue 30 item 7 (it was the owner's SVG photo): a raster card of 1200x630 with its size and type.
  expect(meta['og:image']).toBe(`${baseURL}/preview-image/registry/bunda-demo.png`);
  expect([meta['og:image:type'], meta['og:image:width'], meta['og:image:height']]).toEqual(['image/png', '1200', '630']);
  expect(meta['og:url']).toBe(`${baseURL}/registry/bunda-demo`);
  expect(meta['twitter:card']).toBe('summary_large_image');
  // The image is really there.
  const image = await request.get(meta['og:image']!);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toBe('image/png');

  const hidden = await (await request.get('/registry/lestari-privat', { headers: { accept: 'text/html' } })).text();
  const hiddenMeta = metaOf(hidden);
  expect(hiddenMeta['og:title']).toBe('Registry privat di Kado');
  expect(hiddenMeta['og:image']).toBeUndefined();
  expect(hidden).not.toContain('Lestari');
});

async function ownerWithBabyDue(page: Page): Promise<void> {
  await loginAs(page, 'ibu.demo@kado.test');
  const login = await page.request.post('/api/v1/login', { data: { email: 'ibu.demo@kado.test', password: 'Rahasia123!' } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const child = await page.request.post('/api/v1/children', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Dedek', birth_date: '2099-03-15', is_default: true } });
  expect(child.status(), await child.text()).toBe(201);
}

test('the share sheet leads with WhatsApp and a ready message (name, due month, link), then the Web Share API, then copy', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await ownerWithBabyDue(page);
  await page.goto('/registry/setting');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Bagikan registry' }).click();
  const sheet = page.getByRole('dialog', { name: 'Bagikan Registry' });
  await expect(sheet).toBeVisible();
  const origin = new URL(page.url()).origin;
  const message = `Halo! Aku sedang menyiapkan kebutuhan si Kecil yang diperkirakan lahir Maret 2099. Kalau ingin memberi kado, lihat "Sari's Baby Registry" di Kado ya. Kado yang sudah dipilih orang lain langsung tertanda, jadi tidak ada yang dobel: ${origin}/registry/bunda-demo`;
  await expect(sheet.getByTestId('share-message')).toHaveText(message);

  // In order: WhatsApp, then the phone's own share sheet ('Lainnya'), then the link with its copy button.
  const first = sheet.getByRole('listitem').first().getByRole('link');
  await expect(first).toHaveText('WhatsApp');
  const href = (await first.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(message);
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(sheet.getByRole('listitem').nth(1).getByRole('button')).toHaveText('Lainnya');
  const order = await sheet.locator('a.share-target--whatsapp, button.share-target, [data-testid="share-link"]').evaluateAll((els) => els.map((el) => el.textContent));
  expect(order[0]).toBe('WhatsApp');
  expect(order[1]).toBe('Lainnya');
  expect(order[2]).toContain('/registry/bunda-demo');

  // With the Web Share API, 'Lainnya' hands the message to it.
  await page.evaluate(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => { (window as unknown as { shared: unknown[] }).shared.push(data); return Promise.resolve(); } });
  });
  // The sheet reads navigator.share when it renders: close and open it again.
  await sheet.getByRole('button', { name: 'SELESAI' }).click();
  await page.getByRole('button', { name: 'Bagikan registry' }).click();
  await sheet.getByRole('button', { name: 'Lainnya' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { text: string; url: string }[] }).shared);
  expect(shared).toEqual([{ title: "Sari's Baby Registry", text: message, url: `${origin}/registry/bunda-demo` }]);

  await expectNoSeriousA11yViolations(page, 'share sheet');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-sheet.png` });
  await sheet.getByRole('button', { name: 'Salin link registry' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/registry/bunda-demo`);
  await context.close();
});

test("a gift's own link opens the gift with its actions, and shares itself by WhatsApp", async ({ page }) => {
  await page.goto('/registry/bunda-demo/16');
  await waitForScreen(page);
  const card = page.locator('[data-gift-id="16"]');
  await expect(card.getByRole('button', { name: 'Reservasi', exact: true })).toBeVisible();
  const link = page.getByTestId('gift-share');
  await expect(link).toHaveText('Bagikan kado ini lewat WhatsApp');
  const href = (await link.getAttribute('href'))!;
  const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  expect(text).toContain('"Sari\'s Baby Registry": Biskuit Bayi Rasa Pisang Pelangi Baby');
  expect(text).toMatch(/\/registry\/bunda-demo\/16$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-page.png` });
});
