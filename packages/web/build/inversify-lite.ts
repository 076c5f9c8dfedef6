import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The few lines that stand in for inversify in the browser (decision 0325). */
export const INVERSIFY_LITE = resolve(import.meta.dirname, '../src/boot/inversify-lite.ts');
/** The product's packages: their imports of `inversify` get the lite container; tools/floor keeps the library. */
const PRODUCT_PACKAGES = resolve(import.meta.dirname, '../..');
/** The web package: a build or test rooted elsewhere (the floor, tools/budget.mjs) keeps the library. */
const WEB_ROOT = resolve(import.meta.dirname, '..');

/**
 * Resolves `inversify` to src/boot/inversify-lite.ts for the product's own modules (decision 0325): the part of its
 * API the stores use, without the library and reflect-metadata (about 20 kB gzip of what / loaded, and the largest
 * library share of the registry page's main-thread time, decision 0305). The floor (tools/floor, built with
 * vite.config.ts by tools/budget.mjs) keeps the real library: it is the stack's floor. The web's unit tests use the
 * lite container too (vitest.config.ts), as the browser does; @kado/stores' and the CLI's tests keep the library.
 */
export function liteInversify(): Plugin {
  let enabled = true;
  return {
    name: 'kado-inversify-lite',
    enforce: 'pre',
    configResolved(config) {
      // The floor is built with vite.config.ts from its own root, and resolves its imports as from the web's files.
      enabled = resolve(config.root) === WEB_ROOT;
    },
    resolveId(source, importer) {
      if (!enabled || source !== 'inversify' || !importer || !isProductModule(importer)) return null;
      return INVERSIFY_LITE;
    },
  };
}

/** A module of packages/ (not of tools/floor, nor a library). */
export function isProductModule(importer: string): boolean {
  const file = resolve(importer.replace(/^\0/, '').replace(/\?.*$/, ''));
  return file.startsWith(`${PRODUCT_PACKAGES}/`) && !file.includes('/node_modules/');
}
