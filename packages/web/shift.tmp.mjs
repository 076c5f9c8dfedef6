import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: process.env.SW ? 'allow' : 'block' });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value, src: (e.sources || []).map((s) => ({ n: s.node?.nodeName + '.' + (s.node?.className || ''), txt: (s.node?.textContent || '').slice(0, 40), prev: s.previousRect?.y, cur: s.currentRect?.y })) });
  }).observe({ type: 'layout-shift', buffered: true });
});
if (process.argv[3]) {
  await page.goto('http://localhost:4194/login');
  const form = page.getByRole('form', { name: 'Masuk', exact: true });
  await form.getByRole('textbox', { name: 'Email atau nomor HP' }).fill(process.argv[3]);
  await form.getByLabel('Kata sandi').fill('Rahasia123!');
  await form.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForTimeout(2500);
}
if (process.env.TWICE) { await page.goto(process.argv[2]); await page.waitForTimeout(3000); }
const t0 = Date.now();
await page.goto(process.argv[2] ?? 'http://localhost:4194/registry/bunda-demo');
const ys = [];
for (let i = 0; i < 30; i++) {
  const y = await page.evaluate(() => document.getElementById('registry-gifts-title')?.getBoundingClientRect().top ?? null);
  ys.push([Date.now() - t0, y]);
  await page.waitForTimeout(100);
}
console.log(JSON.stringify(ys));
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
await browser.close();
