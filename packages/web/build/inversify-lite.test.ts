import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { INVERSIFY_LITE, liteInversify } from './inversify-lite';

const WEB = resolve(import.meta.dirname, '..');
const ROOT = resolve(WEB, '../..');

/** The plugin's resolveId for a build rooted at `root`. */
function resolverFor(root: string) {
  const plugin = liteInversify();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  return (source: string, importer: string | undefined) =>
    (plugin.resolveId as (source: string, importer: string | undefined) => string | null)(source, importer);
}

describe('liteInversify (decision 0325)', () => {
  it("gives the product's modules the lite container for inversify", () => {
    const resolveId = resolverFor(WEB);
    expect(resolveId('inversify', join(ROOT, 'packages/stores/src/session.store.ts'))).toBe(INVERSIFY_LITE);
    expect(resolveId('inversify', join(WEB, 'src/app/container.ts'))).toBe(INVERSIFY_LITE);
  });

  it('leaves other imports, libraries and the floor build alone', () => {
    const web = resolverFor(WEB);
    expect(web('mobx', join(ROOT, 'packages/stores/src/session.store.ts'))).toBeNull();
    expect(web('inversify', join(ROOT, 'node_modules/.pnpm/x/node_modules/y/index.js'))).toBeNull();
    expect(web('inversify', join(ROOT, 'tools/floor/greeting.store.ts'))).toBeNull();
    // The floor (tools/budget.mjs) resolves its imports as from the web's files: its build keeps the library.
    expect(resolverFor(join(ROOT, 'tools/floor'))('inversify', join(WEB, 'src/main.tsx'))).toBeNull();
  });
});
