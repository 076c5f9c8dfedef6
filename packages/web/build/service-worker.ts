// Builds the service worker (src/sw/sw.ts) into dist/sw.js after the app's build, with the list of files to
// precache in place of `self.__WB_MANIFEST` (Workbox's injectManifest, done here in a few lines instead of
// workbox-build and its Babel and Rollup; decision 0221).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** One file to precache: hashed files need no revision (the name changes with the content). */
interface PrecacheEntry {
  readonly url: string;
  readonly revision: string | null;
}

/** A built or public file, as the precache list sees it. */
interface BuiltFile {
  readonly fileName: string;
  readonly source: string | Uint8Array;
}

/**
 * What the worker precaches: the app shell (index.html), every script and style sheet of the build (the app opens
 * any screen offline, and a page of an older version still finds its own chunks after a deploy), the web app
 * manifest and the icons. Not the .br/.gz copies (the browser asks for the file; the server picks the encoding), not
 * the build manifest, not the worker itself.
 */
export function precacheEntries(files: readonly BuiltFile[]): PrecacheEntry[] {
  const wanted = (name: string) =>
    name === 'index.html'
    || /^assets\/[^/]+\.(js|css)$/.test(name)
    || name === 'manifest.webmanifest'
    || name === 'favicon.svg'
    || /^icons\/[^/]+\.png$/.test(name);
  return files
    .filter((file) => wanted(file.fileName))
    .map((file) => ({
      url: `/${file.fileName}`,
      revision: file.fileName.startsWith('assets/') ? null : createHash('sha256').update(file.source).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

function publicFiles(dir: string, root = dir): BuiltFile[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return publicFiles(path, root);
    return [{ fileName: relative(root, path).split('\\').join('/'), source: readFileSync(path) }];
  });
}

/** The Vite plugin: after the app's bundle is written, builds src/sw/sw.ts into <outDir>/sw.js. */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = 'dist';
  let publicDir = '';
  return {
    name: 'kado-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async writeBundle(_options, bundle) {
      const built: BuiltFile[] = Object.values(bundle).map((file) => ({
        fileName: file.fileName,
        source: file.type === 'chunk' ? file.code : file.source,
      }));
      const entries = precacheEntries([...built, ...(publicDir ? publicFiles(publicDir) : [])]);
      const entry = resolve(root, 'src/sw/sw.ts');
      // A build of another root with this config (the budget's floor, tools/floor/) has no worker to build.
      if (!existsSync(entry)) return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        plugins: [
          {
            name: 'kado-precache-manifest',
            transform(code, id) {
              if (resolve(id) !== entry) return null;
              return code.replace('self.__WB_MANIFEST', () => JSON.stringify(entries));
            },
          },
        ],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: false,
          manifest: false,
          modulePreload: false,
          rolldownOptions: {
            input: entry,
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
    },
  };
}
