import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The home route is lazy, so without help the browser learns about its chunk (and the store chunks it
 * imports) only after the entry has run: a request waterfall on the most visited page. This adds
 * <link rel="modulepreload"> for the home chunk and its static imports, fetched in parallel with the entry.
 * Those store and UI chunks are shared by nearly every route, so other pages lose little.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'kado-preload-home-route',
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
        const home = chunks.find((c) => c.facadeModuleId?.endsWith('/src/features/shop/home-screen.tsx'));
        if (!entry || !home) return [];
        const already = closure(entry.fileName);
        return [...closure(home.fileName)]
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

export default defineConfig({
  plugins: [react(), preloadHomeRoute()],
  build: {
    // Spec browsers are evergreen mobile ones; es2022 avoids down-levelling class fields and async code.
    target: 'es2022',
    sourcemap: false,
    // Vite's default modulePreload (with its polyfill off: every es2022 browser supports modulepreload).
    modulePreload: { polyfill: false },
  },
});
