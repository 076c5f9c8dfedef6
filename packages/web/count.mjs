import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/babynesia/piring-hisap-silikon-kayu-babynesia', '/registry/bunda-demo', '/registry/bunda-demo/15', '/cart', '/login']) {
  const ctx = await b.newContext({ serviceWorkers: 'block' });
  const p = await ctx.newPage();
  let n = 0; let bytes = 0;
  p.on('response', async (r) => { if (r.url().includes('/assets/') && r.url().endsWith('.js')) { n++; } });
  await p.goto('http://localhost:' + process.env.P + path, { waitUntil: 'load' }); await p.waitForTimeout(3000);
  console.log(path, 'js files', n);
  await ctx.close();
}
await b.close();
