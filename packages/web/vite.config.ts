import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { bootGraph } from './build/boot-graph.ts';
import { collapseFacades, isFacade } from './build/collapse-facades.ts';
import { devPortal } from './build/dev-portal.ts';
import { dropRouteSamples } from './build/drop-route-samples.ts';
import { ROUTE_ENTRIES } from './src/app/route-table.ts';
import { serviceWorker } from './build/service-worker.ts';

/**
 * The entry boots in steps through dynamic imports (src/main.tsx): without help the browser would learn about the
 * 'boot' file only once the entry has run. This adds <link rel="modulepreload"> to index.html for every chunk the
 * boot steps import (the 'boot' file and Rolldown's runtime), fetched with the entry. The page's own screen chunk
 * and its style sheets are added per request by the app server, which matches the path against the route table (server/route-assets.ts).
 */
function preloadBootSteps(): Plugin {
  return {
    name: 'kado-preload-boot-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string, seen = new Set<string>()) => {
          if (seen.has(start)) return seen;
          seen.add(start);
          for (const dep of byFile.get(start)?.imports ?? []) closure(dep, seen);
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return [];
        const already = closure(entry.fileName);
        const wanted = new Set<string>();
        for (const start of entry.dynamicImports) closure(start, wanted);
        return [...wanted]
          // A facade is collapsed into its target by collapseBootFacades(): the target is what loads.
          .filter((file) => !already.has(file) && !(byFile.get(file) && isFacade(byFile.get(file)!, byFile)))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${ctx.server ? '' : '/'}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Rolldown keeps a one-line facade chunk for each dynamic import whose module sits in a shared group chunk
 * (rolldown/rolldown#9729): the boot steps and the product screen, each a tiny request before the first paint. This
 * rewrites each `import()` of a facade to import its target and run the facade's line there
 * (build/collapse-facades.ts), and drops the facades. Kept by measurement (decision 0306): revisit when Rolldown
 * stops writing these facades, or when the server speaks HTTP/2.
 */
function collapseBootFacades(): Plugin {
  return {
    name: 'kado-collapse-facades',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const removed = collapseFacades(chunks, (code) => this.parse(code));
        for (const file of removed.keys()) delete bundle[file];
        // The build manifest (read by the app server) names the target for a collapsed module.
        const manifest = bundle['.vite/manifest.json'];
        if (manifest?.type === 'asset' && typeof manifest.source === 'string' && removed.size > 0) {
          const entries = JSON.parse(manifest.source) as Record<string, { file: string }>;
          for (const entry of Object.values(entries)) entry.file = removed.get(entry.file) ?? entry.file;
          manifest.source = JSON.stringify(entries, null, 2);
        }
      },
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script, style sheet and SVG, at the highest levels,
 * once at build time. The server sends them as they are (`serveStatic({ precompressed: true })`) instead of gzipping
 * each response on the fly: about 15 % fewer bytes on a phone's network, and no compression work per request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kado-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assets = join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = join(assets, file);
        const body = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Writes .vite/modules.json: for every built script, the modules in it with their rendered length (before
 * minification). The budget (tools/budget.mjs) lists the product's own code that / loads, module by module, with its
 * share of the file's gzip size, so the next cut is visible. The server neither reads nor serves it.
 */
function moduleInfo(): Plugin {
  let root = '';
  return {
    name: 'kado-module-info',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files: Record<string, Record<string, number>> = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const modules: Record<string, number> = {};
          for (const [id, info] of Object.entries(chunk.modules)) {
            if (info.renderedLength > 0) modules[relative(root, id.replace(/^\0/, '')).replace(/\\/g, '/')] = info.renderedLength;
          }
          files[chunk.fileName] = modules;
        }
        this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(files) });
      },
    },
  };
}

/** The sign-in, review, search and catalogue adapters (and their schemas), bound lazily by src/app/container.ts (decision 0325). */
const SHELL_HTTP = String.raw`((auth|review|search)\.(http|dto)|catalogue\.http|catalogue-detail\.dto|shell-gateways)\.ts`;

/** The HTTP adapters (and their schemas) bound as lazy gateways (src/app/container.ts): in the feature-gateways chunk. */
const FEATURE_HTTP = String.raw`((address|adviser|affiliate|cart|child|faq|media|order|profile|registry|registry-live|follow-up|survey|voucher|misc)\.(http|dto)|event-stream|feature-gateways)\.ts`;

/**
 * The registry's stores in three chunks (decision 0377): the owner's, those both sides use, and the giver's (the rest):
 * the public registry downloads no owner store, and the owner's pages no giver's.
 */
const REGISTRY_OWNER_STORES = String.raw`registry[\\/](owner\.module|registry-owner|owner-gifts|registry-share|external-product|registry-catalogue|registry-checklist|registry-product-filter)\.|follow-up[\\/]thank-you\.`;
/** The cash fund stores (decision 0404): bound by the fund screens' own lazy chunks (useStoreFrom), a chunk apart. */
const REGISTRY_FUND_STORES = String.raw`registry[\\/](cash-funds|owner-funds|fund\.module)\.`;
const REGISTRY_SHARED_STORES = String.raw`registry[\\/](shared\.module|registry-live|greetings|gift-list|id-sets)\.|follow-up[\\/](?!thank-you\.)`;

/** The store folders of each feature's chunk (src/app/stores/<name>.ts loads them into the container). */
const FEATURE_STORE_GROUPS = [
  ['shop', String.raw`shop[\\/](?!home\.(store|module)|loadable|product-path|review-form)`],
  ['review', String.raw`shop[\\/]review-form\.`],
  ['registry', String.raw`(?!${REGISTRY_OWNER_STORES}|${REGISTRY_SHARED_STORES}|${REGISTRY_FUND_STORES})registry[\\/]`],
  ['registry-fund', REGISTRY_FUND_STORES],
  ['registry-owner', REGISTRY_OWNER_STORES],
  ['registry-shared', REGISTRY_SHARED_STORES],
  ['checkout', String.raw`checkout[\\/]`],
  ['account', String.raw`account[\\/]`],
  ['member', String.raw`(children\.store|registration\.store|member\.module)\.`],
  ['search', String.raw`search\.(store|module)\.`],
] as const;

/**
 * Domain rules that only one feature's stores and screens use travel in its stores file (issue 31: the order follow-ups
 * and lines with the checkout's, the search's price range with the shop's, the survey's child with the account's, the
 * address a giver copies with the giver's), so the registry's routes, which load the
 * shared domain-rules file, do not download them, and no file is added.
 */
const FEATURE_DOMAIN_RULES = {
  checkout: String.raw`order[\\/]`, shop: String.raw`product[\\/]price-range\.`, account: String.raw`survey[\\/]survey-child\.`, registry: String.raw`gift[\\/]ship-to-text\.`,
} as const;

/** The screen module of / (the index route): its imports join the boot file (build/boot-graph.ts). */
const HOME_SCREEN = ROUTE_ENTRIES.find((route) => route.index)?.screen;
const boot = bootGraph({
  main: /[\\/]web[\\/]src[\\/]main\.tsx$/,
  ...(HOME_SCREEN ? { firstScreen: new RegExp(String.raw`[\\/]src[\\/]${HOME_SCREEN}\.tsx$`) } : {}),
});

/** The browser's build only: the server's bundle (src/entry-server.tsx) is one plain file. */
const clientOnly = (plugin: Plugin): Plugin => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' });

export default defineConfig({
  plugins: [react(), devPortal(), ...[dropRouteSamples(/[\\/]web[\\/]src[\\/]app[\\/]route-table\.ts$/), boot.plugin, preloadBootSteps(), collapseBootFacades(), moduleInfo(), precompressAssets(), serviceWorker()].map(clientOnly)],
  // `vite build` builds both: the browser's files (dist/) and the server's render of a page's first screen
  // (dist/server/entry-server.js, decision 0510), which the app server imports.
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: 'dist/server',
        target: 'node20',
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', preserveEntrySignatures: 'strict', output: { codeSplitting: false } },
      },
    },
  },
  build: {
    // Spec browsers are evergreen mobile ones; es2022 avoids down-levelling class fields and async code.
    target: 'es2022',
    sourcemap: false,
    // The app server reads it to preload each page's screen chunk (server/route-assets.ts).
    manifest: true,
    // Vite's default modulePreload (with its polyfill off: every es2022 browser supports modulepreload).
    modulePreload: { polyfill: false },
    // One style sheet for the whole app (about 7 kB gzip): a page never waits for a second, route-specific one.
    cssCodeSplit: false,
    // The boot is one file on purpose (decision 0084, about 200 kB gzip, mostly the design card's libraries); the
    // budget script holds the sizes that matter (JS on / against the library floor, each route chunk).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Every module body runs when it is first imported, not when its file loads (Rolldown wraps each one). The
        // boot can then be one file whose steps still run one by one, each in its own short task (src/main.tsx).
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            // Everything the boot steps of src/main.tsx need, in ONE file (decision 0084). On a phone's network each
            // request waits a round trip and shares the bandwidth with the others: ten files that each wait their
            // turn arrived about 300 ms (simulated) later than the same bytes in one. Screens stay in their own
            // chunks, loaded with their route. Which modules: the static import graph of the boot steps and of the
            // home screen's imports (build/boot-graph.ts, decision 0340), not a list of paths.
            { name: 'boot', test: boot.has, priority: 60, includeDependenciesRecursively: false },
            // Each feature's stores, loaded with its routes (src/app/store-modules.ts): one file per feature.
            ...FEATURE_STORE_GROUPS.map(([name, dirs]) => ({
              name: `stores-${name}`,
              test: new RegExp(String.raw`[\\/]packages[\\/]stores[\\/]src[\\/](${dirs})(?!.*\.test\.)|[\\/]web[\\/]src[\\/]app[\\/]stores[\\/]${name}\.`
                + (name in FEATURE_DOMAIN_RULES ? String.raw`|[\\/]packages[\\/]domain[\\/]src[\\/](${FEATURE_DOMAIN_RULES[name as keyof typeof FEATURE_DOMAIN_RULES]})(?!.*\.test\.)` : '')),
              priority: 45,
              includeDependenciesRecursively: false,
            })),
            // The route list (decision 0375): the boot file's router knows only /, and discovers the other routes with
            // this chunk on the first visit elsewhere (src/app/router.ts). A file of its own, so a screen's chunk does
            // not count it (the app server preloads it with every page but /).
            { name: 'route-list', test: /[\\/]web[\\/]src[\\/]app[\\/](routes|route-table|route-objects)\.tsx?$/, priority: 47, includeDependenciesRecursively: false },
            // The sign-in, review, search and catalogue adapters (decision 0325): one small file, loaded on their first call.
            { name: 'shell-gateways', test: new RegExp(String.raw`[\\/]web[\\/]src[\\/]app[\\/]shell-gateways|[\\/]packages[\\/]http[\\/]src[\\/]${SHELL_HTTP}`), priority: 46, includeDependenciesRecursively: false },
            // The HTTP adapters bound as lazy gateways (src/app/container.ts), loaded on their first call: one file.
            { name: 'feature-gateways', test: new RegExp(String.raw`[\\/]web[\\/]src[\\/]app[\\/]feature-gateways|[\\/]packages[\\/]http[\\/]src[\\/]${FEATURE_HTTP}`), priority: 45, includeDependenciesRecursively: false },
            // The domain rules outside the boot file (decision 0274), which the feature stores import: one file, not one
            // request of a few hundred bytes each (thirteen before the registry page's first paint, decision 0305); the
            // date format with them (every page that loads one loads both, decision 0340). The rules only the account's
            // and checkout's screens use are a file apart: the registry's routes do not load them (the payment rules of issue 28 too).
            { name: 'domain-account', test: /[\\/]packages[\\/]domain[\\/]src[\\/](survey(?![\\/]survey-child)|adviser|address|payment)[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/](cart[\\/]checkout-kind|product[\\/]product-sort)\./, priority: 45, includeDependenciesRecursively: false },
            // The cash fund rules (decision 0404) travel with the fund stores and screens, below the registry's first paint.
            { name: 'domain-fund', test: /[\\/]packages[\\/]domain[\\/]src[\\/]fund[\\/](?!.*\.test\.)/, priority: 45, includeDependenciesRecursively: false },
            { name: 'domain-rules', test: /[\\/]packages[\\/]domain[\\/]src[\\/](?!.*\.test\.)/, priority: 44, includeDependenciesRecursively: false },
            // A product page with the review list (and its texts) and the merchant strip it shows: one file, not four.
            { name: 'product-page', test: /[\\/]web[\\/]src[\\/]features[\\/]shop[\\/](product-screen|review-list|review\.texts|merchant-view)\./, priority: 4, includeDependenciesRecursively: false },
            // The registry's texts (the sharing texts with them, and a gift's name and picture: outside src/features, since the app
            // server shares them), the gift card and the live updates, which every
            // registry screen or the giver's page imports: one file, not four requests of 0.4-2.5 kB before the public
            // registry's first paint (decision 0326). The share sheet travels with the owner's screen, its only importer
            // (it uses the owner's stores, decision 0377). Its style sheet's (empty) module is in shell-shared: a screen
            // that only imports the sheet (the address book) does not load this file for it.
            { name: 'registry-shared', test: /[\\/]web[\\/]src[\\/](features[\\/]registry[\\/](registry(?!\.css)|registry-i18n|gift-card|live-registry)|i18n[\\/]pages[\\/]share\.texts|ui[\\/]gift-display)\./, priority: 5, includeDependenciesRecursively: false },
            // The gift's follow-up texts and its style sheet's module: one file. The resi form travels with its only
            // screen (the external gift's checkout), so the giver's page does not download it.
            { name: 'registry-follow-up', test: /[\\/]web[\\/]src[\\/]features[\\/]registry[\\/](follow-up|use-follow-up-texts)\./, priority: 5, includeDependenciesRecursively: false },
            // The shell's pieces the boot file does not need but several lazy routes do (the screen frame, the cart
            // button, shared ui components, the paged list of the async kit, the registry style sheet's empty module):
            // one file, not one request of a few hundred bytes each before a product page's first paint.
            { name: 'shell-shared', test: /[\\/]web[\\/]src[\\/](app[\\/](?!stores[\\/]|feature-gateways|shell-gateways|pwa|update-prompt|app-update)|ui[\\/](?!search-popup))|[\\/]packages[\\/]stores[\\/]src[\\/](async[\\/])?[^\\/]+\.ts$|[\\/]web[\\/]src[\\/]features[\\/]registry[\\/]registry\.css/, priority: 3, includeDependenciesRecursively: false },
            // The shop's shared cards, texts, search popup and the (empty) module of its style sheet: one file for
            // the home page and the shop's routes.
            { name: 'shop', test: /[\\/]web[\\/]src[\\/]features[\\/]shop[\\/](shop-ui|shop-list|shop\.texts|micro-services|shop)\./, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
