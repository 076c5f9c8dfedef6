import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_ENTRIES } from '../src/app/route-table';
import { createPagePreloader, type Manifest } from './route-assets';

const INDEX = '<html><head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/boot.js">\n</head><body><div id="root"></div></body></html>';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot.js' },
  'src/features/registry/public-registry-screen.tsx': { file: 'assets/public-registry-screen.js', imports: ['_boot.js', '_stores-registry.js'], css: ['assets/registry.css'] },
  '_stores-registry.js': { file: 'assets/stores-registry.js' },
  'src/features/shop/product-screen.tsx': { file: 'assets/product-screen.js', imports: ['_boot.js'] },
  'src/features/auth/login-screen.tsx': { file: 'assets/login-screen.js', imports: ['_boot.js'] },
  'src/features/shop/home-screen.tsx': { file: 'assets/home-screen.js', imports: ['_boot.js'] },
  'src/app/routes.tsx': { file: 'assets/route-list.js', imports: ['_boot.js'] },
  'src/app/shell-gateways.ts': { file: 'assets/shell-gateways.js', imports: ['_boot.js'] },
};

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);

describe('the preloads of a page (decisions 0345, 0547)', () => {
  const page = createPagePreloader(MANIFEST, INDEX);

  it("asks for a public registry's scripts at low priority (the server's HTML paints its first screen), not the entry nor the boot file", () => {
    const html = page('/registry/bunda-demo');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/boot.js">',
      // The route list (decision 0375) and the adapters its data reads beyond home's: needed to hydrate, not to paint.
      '<link rel="modulepreload" crossorigin href="/assets/route-list.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-gateways.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/public-registry-screen.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/stores-registry.js" fetchpriority="low">',
    ]);
    // Its style sheet still blocks the render as before: the shell is styled by it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/registry.css">');
  });

  it("asks for a product page's scripts at low priority too: every page the route list renders on the server (`server`)", () => {
    expect(preloads(page('/babynesia/piring-hisap-silikon-kayu-babynesia'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/boot.js">',
      '<link rel="modulepreload" crossorigin href="/assets/route-list.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-gateways.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/product-screen.js" fetchpriority="low">',
    ]);
  });

  it('keeps the usual priority for a page the browser draws (sign-in): its first screen waits on those scripts', () => {
    const html = page('/login');
    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/boot.js">',
      '<link rel="modulepreload" crossorigin href="/assets/route-list.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-gateways.js">',
      '<link rel="modulepreload" crossorigin href="/assets/login-screen.js">',
    ]);
    expect(html).not.toContain('fetchpriority');
  });

  it('does not ask for the route list nor the adapters on / (the boot file knows the home route and answers its reads; decisions 0375, 0379)', () => {
    expect(preloads(page('/'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/boot.js">',
      '<link rel="modulepreload" crossorigin href="/assets/home-screen.js" fetchpriority="low">',
    ]);
  });

  describe('what the loaders and the hydration import in turn (decision 0551)', () => {
    const WITH_LATER_IMPORTS: Manifest = {
      ...MANIFEST,
      'src/features/registry/public-registry-screen.tsx': {
        file: 'assets/public-registry-screen.js',
        imports: ['_boot.js'],
        dynamicImports: ['src/features/registry/fund-section.tsx'],
      },
      'src/features/registry/fund-section.tsx': { file: 'assets/fund-section.js', imports: ['_boot.js', '_fund-progress.js'] },
      '_fund-progress.js': { file: 'assets/fund-progress.js' },
      'src/app/stores/registry.ts': { file: 'assets/stores-registry.js', imports: ['_boot.js', '_follow-up.js'] },
      '_follow-up.js': { file: 'assets/follow-up.js' },
      'src/app/stores/shop.ts': { file: 'assets/stores-shop.js', imports: ['_boot.js'] },
      'src/app/stores/account.ts': { file: 'assets/stores-account.js', imports: ['_boot.js'] },
      'src/app/feature-gateways.ts': { file: 'assets/feature-gateways.js', imports: ['_boot.js'] },
      'src/features/auth/login-screen.tsx': { file: 'assets/login-screen.js', imports: ['_boot.js'], dynamicImports: ['src/features/auth/otp-dialog.tsx'] },
      'src/features/auth/otp-dialog.tsx': { file: 'assets/otp-dialog.js' },
    };
    const laterPage = createPagePreloader(WITH_LATER_IMPORTS, INDEX);
    const files = (html: string) => preloads(html).map((tag) => /href="\/assets\/([^"]+)"/.exec(tag)?.[1]);

    it("asks for a registry's stores, the adapters its data reads through and its screen's lazy parts with its screen, not after", () => {
      expect(files(laterPage('/registry/bunda-demo'))).toEqual([
        'boot.js',
        'route-list.js',
        'shell-gateways.js',
        'public-registry-screen.js',
        'stores-registry.js',
        'follow-up.js',
        'feature-gateways.js',
        'fund-section.js',
        'fund-progress.js',
      ]);
      // Still at low priority: the server's HTML paints the page without them.
      const html = laterPage('/registry/bunda-demo');
      expect(preloads(html).slice(1).every((tag) => tag.includes('fetchpriority="low"'))).toBe(true);
      // The screen's own files in the head; what its code imports later after the page's content (and its pictures).
      const root = html.indexOf('<div id="root">');
      expect(html.indexOf('public-registry-screen.js')).toBeLessThan(html.indexOf('</head>'));
      for (const file of ['stores-registry.js', 'follow-up.js', 'feature-gateways.js', 'fund-section.js']) {
        expect(html.indexOf(file)).toBeGreaterThan(root);
        expect(html.indexOf(file)).toBeLessThan(html.indexOf('</body>'));
      }
    });

    it("asks for a product page's stores but not the feature adapters: its data reads through the shell's (the catalogue)", () => {
      expect(files(laterPage('/babynesia/piring-hisap-silikon-kayu-babynesia'))).toEqual([
        'boot.js',
        'route-list.js',
        'shell-gateways.js',
        'product-screen.js',
        'stores-shop.js',
      ]);
    });

    it('names each feature of the route list by the stores file store-modules.ts imports for it', () => {
      const features = [...new Set(ROUTE_ENTRIES.flatMap((r) => r.stores ?? []))];
      const app = join(dirname(fileURLToPath(import.meta.url)), '../src/app');
      const loader = readFileSync(join(app, 'store-modules.ts'), 'utf8');
      expect(features.length).toBeGreaterThan(3);
      for (const feature of features) {
        expect(existsSync(join(app, `stores/${feature}.ts`))).toBe(true);
        expect(loader).toContain(`import('./stores/${feature}')`);
      }
    });

    it("leaves a browser-drawn page's lazy parts (a sign-in's dialogs) to the tap that opens them", () => {
      expect(files(laterPage('/login'))).not.toContain('otp-dialog.js');
    });

    it('gives two routes that share a screen each its own preloads (the list of articles, then one article with its data)', () => {
      const fresh = createPagePreloader(WITH_LATER_IMPORTS, INDEX);
      expect(files(fresh('/artikel'))).not.toContain('feature-gateways.js');
      expect(files(fresh('/artikel/tips-mpasi'))).toEqual(expect.arrayContaining(['stores-account.js', 'feature-gateways.js']));
    });
  });
});
