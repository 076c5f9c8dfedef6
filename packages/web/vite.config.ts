import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { devPortal } from './build/dev-portal.ts';
import { moduleInfo, precompressAssets, stylesFirstPlugin } from './build/built-files.ts';
import { serviceWorker } from './build/service-worker.ts';

/** The browser's build only: the server's bundle (src/entry-server.tsx) is one plain file. */
const clientOnly = (plugin: Plugin): Plugin => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' });

export default defineConfig({
  plugins: [react(), devPortal(), ...[moduleInfo(), precompressAssets(), stylesFirstPlugin(), serviceWorker()].map(clientOnly)],
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
        codeSplitting: {
          groups: [
            // The entry and the home screen with their static imports: what / needs, one file (decisions 0084, 0540).
            { name: 'boot', test: /[\\/]src[\\/](main|features[\\/]shop[\\/]home-screen)\.tsx$/, priority: 2 },
            // What five or more lazy entries share, one file: 25 scripts on a product page instead of 35, 24 on the
            // registry instead of 41 (Rolldown's default splitting), each route chunk within the budget (decision 0540).
            { name: 'shared', test: /./, minShareCount: 5, priority: 1 },
          ],
        },
      },
    },
  },
});
