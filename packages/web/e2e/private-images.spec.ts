import { expect, test } from '@playwright/test';
import { logIn, waitForScreen } from './helpers';

// Issue 30 item 4 (decision 0426): a private registry's images only to its owner. Her registry page still shows its
// cover (the <img> request carries her HttpOnly cookie, which the app server hands to the portal); to a guest the
// picture does not exist.

/** A valid 1x1 PNG: the page must really draw it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__control/reset')).ok()).toBe(true);
});

test("a private registry's cover: its owner's page draws it; a guest asking for the same picture gets a 404", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext();
  const token = await logIn(context, request, baseURL!);
  const authorization = `Bearer ${token}`;
  const uploaded = await request.post('/api/v1/profile/background-image/upload', { headers: { authorization }, multipart: { image: { name: 'sampul.png', mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const cover = ((await uploaded.json()) as { data: { background_url: string } }).data.background_url;
  expect((await request.put('/api/v2/gifts', { headers: { authorization }, data: { is_public: false } })).status()).toBe(200);

  const page = await context.newPage();
  await page.goto('/registry/bunda-demo');
  await waitForScreen(page);
  const img = page.locator('img.registry-cover__bg');
  await expect(img).toHaveAttribute('src', cover);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : -1))).toBe(1);

  const guest = await browser.newContext();
  expect((await guest.request.get(cover)).status()).toBe(404);
  await Promise.all([context.close(), guest.close()]);
});
