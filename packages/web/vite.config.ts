import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The entry boots in steps through dynamic imports (src/main.tsx): without help the browser would learn about those
 * chunks one after another, a request waterfall. This adds <link rel="modulepreload"> to index.html for every chunk
 * the boot steps import, fetched in parallel with the entry. The page's own screen chunk and its style sheets are
 * added per request by the app server, which matches the path against the route table (server/route-assets.ts).
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
          .filter((file) => !already.has(file))
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

export default defineConfig({
  plugins: [react(), preloadBootSteps(), precompressAssets()],
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
    rolldownOptions: {
      // A boot step's module may live inside its group's chunk, instead of a one-line facade chunk (one request less).
      preserveEntrySignatures: false,
      output: {
        // A few chunks, one per boot step of src/main.tsx (decision 0083): each step evaluates one chunk in its own
        // task, and the home page loads about ten files instead of fifty (every request costs a round trip).
        codeSplitting: {
          groups: [
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|react|use-sync-external-store)[\\/]|[\\/]web[\\/]src[\\/](i18n[\\/](index|common\.id)|app[\\/]chunk-reload)|[\\/]packages[\\/]domain[\\/]src[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/, priority: 60 },
            { name: 'state', test: /node_modules[\\/](mobx|mobx-react-lite|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]|[\\/]web[\\/]src[\\/]boot[\\/]step-state|@oxc-project\+runtime[^\\/]*[\\/]helpers[\\/]esm[\\/]decorate/, priority: 50 },
            { name: 'core', test: /node_modules[\\/](ky|valibot)[\\/]|[\\/]packages[\\/]http[\\/]src[\\/]|[\\/]packages[\\/]stores[\\/]src[\\/](?!registry[\\/]|checkout[\\/]|account[\\/]|index\.ts)|[\\/]web[\\/]src[\\/](platform[\\/]|app[\\/]container|boot[\\/]step-core)/, priority: 40, includeDependenciesRecursively: false },
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]web[\\/]src[\\/]boot[\\/]step-react-dom/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: 'shell', test: /[\\/]web[\\/]src[\\/](app[\\/](?!feature-store-modules)|ui[\\/]|boot[\\/]step-shell|features[\\/]content[\\/]push)/, priority: 10, includeDependenciesRecursively: false },
            // The registry, checkout and account stores, bound on demand (src/app/feature-stores.ts): one file.
            { name: 'feature-stores', test: /[\\/]packages[\\/]stores[\\/]src[\\/](registry|checkout|account)[\\/](?!.*\.test\.)|[\\/]web[\\/]src[\\/]app[\\/]feature-store-modules/, priority: 45, includeDependenciesRecursively: false },
            // The shop's shared cards, texts and search popup: one file for the home page and the shop's routes.
            { name: 'shop', test: /[\\/]web[\\/]src[\\/]features[\\/]shop[\\/](shop-ui|shop\.texts|shop-search-popup|micro-services)\./, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
