import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.PORT ?? 4173);
// The demo's control routes open only with the token the server is started with (decision 0442). Made once by the
// runner; its workers inherit it from the environment and send it with every request of the journeys.
process.env['KADO_CONTROL_TOKEN'] ??= randomBytes(24).toString('base64url');
const CONTROL_TOKEN = process.env['KADO_CONTROL_TOKEN'];
// Every portal answer the journeys receive, checked against docs/openapi.json after the run (decision 0448).
const REPORTS = fileURLToPath(new URL('../../reports/', import.meta.url));
mkdirSync(REPORTS, { recursive: true });
const PORTAL_ANSWERS = `${REPORTS}e2e-portal-answers.jsonl`;

// Journeys in Debian's chromium against the built app and the fake portal, served together on one origin.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: the suite runs on a shared 2-core host where a journey can lose a race with the machine; Playwright
  // reports such a test as flaky (never as passed), and a test that fails twice fails the run.
  retries: 1,
  timeout: 120_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    extraHTTPHeaders: { 'x-kado-control-token': CONTROL_TOKEN },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // Builds, then serves dist/ and /api; the node binaries are resolved from this package, so a fresh install works.
    command: 'node node_modules/vite/bin/vite.js build --logLevel warn && node node_modules/tsx/dist/cli.mjs --tsconfig server/tsconfig.tsx.json server/serve.ts',
    url: `http://localhost:${PORT}/`,
    // The demo mode, and the fake portal's /api/__control routes (reset, courier steps) because the tests ask for them
    // (decisions 0230, 0442), behind the runner's token.
    env: { PORT: String(PORT), KADO_DEMO: '1', KADO_CONTROL_ROUTES: '1', KADO_CONTROL_TOKEN: CONTROL_TOKEN, KADO_RECORD_PORTAL_ANSWERS: PORTAL_ANSWERS },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
