import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `axe on ${label}`).toEqual([]);
}

/**
 * Waits until the lazily loaded screen has rendered its first heading and the app has committed its first render: the
 * server's HTML of the first screen hydrated or the light shell replaced (decisions 0510 and 0540).
 */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Closes the shell's add-address prompt ('Satu langkah lagi!', shown to a user without an address; spec §2:
 * dismissable by Escape) when it shows within 2 s, and checks that it closed.
 */
export async function dismissAddressPrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Satu langkah lagi!' });
  try {
    await prompt.waitFor({ state: 'visible', timeout: 2000 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
}

/** Logs in through the login form with a demo account of the fake portal (README: password Rahasia123!). */
export async function loginAs(page: Page, email: string, password = 'Rahasia123!'): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByRole('textbox', { name: 'Email atau nomor HP' }).fill(email);
  await form.getByLabel('Kata sandi').fill(password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Logs in through the portal and hands the tokens to the app's cookies, as the login screen does; the access token
 * comes back for arranging data through the API.
 */
export async function logIn(context: BrowserContext, request: APIRequestContext, baseURL: string, email = 'ibu.demo@kado.test'): Promise<string> {
  const res = await request.post('/api/v1/login', { data: { email, password: 'Rahasia123!' } });
  expect(res.ok()).toBe(true);
  const { access_token, refresh_token } = ((await res.json()) as { data: { access_token: string; refresh_token: string } }).data;
  await context.addCookies(sessionCookies(baseURL, access_token, refresh_token));
  return access_token;
}

/**
 * The payment gateway settles an order's payment as the bank would (fake portal control route, tests and demos only;
 * issue 28): the page learns it from the portal, never from a tap.
 */
export async function settlePayment(request: APIRequestContext, orderId: string | number, status: 'paid' | 'failed' = 'paid'): Promise<void> {
  const res = await request.post(`/api/__control/payments/${orderId}/settle`, { data: { status } });
  if (!res.ok()) throw new Error(`settle ${orderId} ${status}: ${res.status()} ${await res.text()}`);
}

/**
 * The cookies the app server sets at a login (decision 0423): the tokens HttpOnly, and beside them the markers the
 * app's script reads, holding stand-ins (`cookie:` and a digest), never a token.
 */
export function sessionCookies(baseURL: string, access: string, refresh: string) {
  const standIn = (token: string) => `cookie:${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;
  return [
    { name: 'kado_at', value: access, url: baseURL, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'kado_rt', value: refresh, url: baseURL, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'kado_as', value: encodeURIComponent(standIn(access)), url: baseURL, sameSite: 'Lax' as const },
    { name: 'kado_rs', value: encodeURIComponent(standIn(refresh)), url: baseURL, sameSite: 'Lax' as const },
  ];
}

/** A new browser of the demo's owner, signed in through the login form and sent on to `path` (its `from`). */
export async function ownerAt(browser: Browser, path: string, email = 'ibu.demo@kado.test', password = 'Rahasia123!'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?from=${encodeURIComponent(path)}`);
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByLabel('Email atau nomor HP').fill(email);
  await form.getByLabel('Kata sandi').fill(password);
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForScreen(page);
  return { context, page };
}
