import { describe, expect, it } from 'vitest';
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
});
