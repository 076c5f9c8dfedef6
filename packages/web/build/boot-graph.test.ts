// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRELOAD_HELPER, bootClosure, shapeOf, type ModuleGraph } from './boot-graph';

/**
 * A module graph from source texts: `/pkg/...` modules belong to a package with `"sideEffects": false` (as
 * @kado/stores and @kado/domain), `/web/...` ones to a package without it (as @kado/web), `/node_modules/...` to a
 * library. Specifiers are paths without extension, resolved against the importer's folder or, for `@pkg`, `/pkg/index`.
 */
function graph(sources: Record<string, string>, dynamic: Record<string, string[]> = {}): ModuleGraph {
  const resolveSync = (specifier: string, importer: string): string | null => {
    if (specifier === '@pkg') return '/pkg/index';
    if (specifier.startsWith('lib')) return `/node_modules/${specifier}`;
    const parts = importer.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    const id = parts.join('/');
    return id in sources ? id : null;
  };
  return {
    code: (id) => sources[id] ?? null,
    importedIds: (id) => (id === '/node_modules/lib' ? ['/node_modules/lib-inner'] : []),
    dynamicallyImportedIds: (id) => dynamic[id] ?? [],
    resolve: async (specifier, importer) => resolveSync(specifier, importer),
    sideEffects: (id) => !id.startsWith('/pkg/'),
  };
}

const ROOTS = { entry: '/web/index.html', main: '/web/main' };

describe('shapeOf', () => {
  it('reads imports, re-exports, stars, local exports and statements with effects', () => {
    const shape = shapeOf(
      "import a, { b as c } from './x'; import * as ns from './y'; import './z.css'; export { d, e as f } from './w';" +
        " export * from './v'; export * as g from './u'; export const h = 1; export function i() {} const j = 2; export { j as k }; go();",
    );
    expect(shape?.imports).toEqual([
      { source: './x', names: new Set(['default', 'b']) },
      { source: './y', names: 'all' },
      { source: './z.css', names: 'all' },
    ]);
    expect([...(shape?.reexports ?? [])]).toEqual([
      ['d', { source: './w', name: 'd' }],
      ['f', { source: './w', name: 'e' }],
      ['g', { source: './u', name: 'all' }],
    ]);
    expect(shape?.stars).toEqual(['./v']);
    expect([...(shape?.locals ?? [])]).toEqual(['h', 'i', 'k']);
    expect(shape?.effects).toBe(true);
  });

  it('sees a module of declarations and exports only as one without effects', () => {
    expect(shapeOf('import { x } from "./x"; export const a = [x]; export class B {}')?.effects).toBe(false);
  });
});

describe('bootClosure', () => {
  it('follows a side-effect-free barrel only for the names the boot imports', async () => {
    const modules = await bootClosure(ROOTS, graph({
      '/web/index.html': "import './main';",
      '/web/main': "const s = await import('./step');",
      '/web/step': "export { shellThing } from './shell';",
      '/web/shell': "import { SessionStore } from '@pkg'; export const shellThing = SessionStore;",
      '/pkg/index': "export * from './session'; export * from './registry'; export { Other } from './other';" +
        " import { registryModule } from './registry'; export const ALL = [registryModule];",
      '/pkg/session': "import { rule } from './rules'; export class SessionStore { r = rule; }",
      '/pkg/rules': 'export const rule = 1; export const unused = 2;',
      '/pkg/registry': 'export class RegistryStore {} export const registryModule = 1;',
      '/pkg/other': 'export class Other {}',
    }, { '/web/main': ['/web/step'] }));
    expect([...modules].sort()).toEqual(['/pkg/rules', '/pkg/session', '/web/shell', '/web/step', PRELOAD_HELPER].sort());
  });

  it('takes a barrel of a package with side effects whole, as the bundler runs it, and says so', async () => {
    const barrels: string[] = [];
    const modules = await bootClosure(ROOTS, { ...graph({
      '/web/index.html': "import './main';",
      '/web/main': "await import('./step');",
      '/web/step': "export { Layout } from './layout'; export { rule } from './rules';",
      '/web/rules': "export { rule } from '@pkg';",
      '/pkg/index': "export { rule } from './rule';",
      '/pkg/rule': 'export const rule = 1;',
      '/web/layout': "import { Button } from './ui'; export const Layout = Button;",
      '/web/ui': "export { Button } from './button'; export { Modal } from './modal';",
      '/web/button': 'export const Button = 1;',
      '/web/modal': 'export const Modal = 2;',
    }, { '/web/main': ['/web/step'] }), barrelTakenWhole: (id) => barrels.push(id) });
    expect(modules).toContain('/web/modal');
    expect(modules).toContain('/web/ui');
    // The step re-exports too (a boot step is a barrel on purpose; the plugin warns only for the others); a re-export of
    // a side-effect-free package (/web/rules) brings only its names.
    expect(barrels.sort()).toEqual(['/web/step', '/web/ui']);
    expect(modules).toContain('/pkg/rule');
  });

  it('adds the first screen\'s imports but not the screen, the entry or main, and follows no dynamic import', async () => {
    const modules = await bootClosure({ ...ROOTS, firstScreen: '/web/home' }, graph({
      '/web/index.html': "import './main';",
      '/web/main': "import './reload'; await import('./step');",
      '/web/reload': 'export const reload = 1; reload;',
      '/web/step': "export const later = () => import('./lazy');",
      '/web/lazy': 'export const lazy = 1;',
      '/web/home': "import { card } from './card'; export const Component = card;",
      '/web/card': "import lib from 'lib'; export const card = lib;",
    }, { '/web/main': ['/web/step'] }));
    expect([...modules].sort()).toEqual(
      ['/node_modules/lib', '/node_modules/lib-inner', '/web/card', '/web/reload', '/web/step', PRELOAD_HELPER].sort(),
    );
  });

  it('finds a name through nested star re-exports and takes a module whose name it cannot find whole', async () => {
    const modules = await bootClosure(ROOTS, graph({
      '/web/index.html': "import './main';",
      '/web/main': "await import('./step');",
      '/web/step': "import { deep, missing } from '@pkg'; export const x = [deep, missing];",
      '/pkg/index': "export * from './rules'; import { y } from './y'; export const z = y;",
      '/pkg/rules': "export * from './deep'; export * from './shallow';",
      '/pkg/deep': 'export const deep = 1;',
      '/pkg/shallow': 'export const shallow = 1;',
      '/pkg/y': 'export const y = 1;',
    }, { '/web/main': ['/web/step'] }));
    expect(modules).toContain('/pkg/deep');
    expect(modules).not.toContain('/pkg/shallow');
    // `missing` is exported by nothing it can see: /pkg/index is taken as it is, with its own imports.
    expect(modules).toContain('/pkg/index');
    expect(modules).toContain('/pkg/y');
  });
});
