import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedExports } from './unused-exports';

const root = fileURLToPath(new URL('../..', import.meta.url));
const label = (u: { file: string; name: string }) => `${u.file}:${u.name}`;

/**
 * Findings left on purpose, each with its reason. "In flight on branch X": the file is being edited on another branch
 * right now (issue 14); the lead clears the entry after merging X and fixing the finding.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // Used by a test of another package, which reaches it only through the index (no deep imports).
  'packages/fake-portal/src/index.ts:createStandalonePortal': 'cli.test.ts starts the standalone portal',
  // The stores' integration tests live in @kado/testing (issue 27 item 4) and reach the stores through the index only.
  'packages/stores/src/checkout/index.ts:readBookedCart': 'cart.store.test.ts (@kado/testing) reads the booked cart',
  'packages/stores/src/shop/index.ts:ADD_TO_CART_EVENT': 'product.store.test.ts (@kado/testing) checks the event name',
  'packages/stores/src/shop/index.ts:ADD_TO_REGISTRY_EVENT': 'product.store.test.ts (@kado/testing) checks the event name',
  // The test harnesses of the stores (packages/testing/src/kits/fault-kit.ts) and web (src/test/render.tsx, signed-in.tsx, page-data.test.ts)
  // bind every store module; production binds them per route (src/app/store-modules.ts) so the boot chunk stays small.
  'packages/web/src/app/route-table.ts:ROUTE_ENTRIES': 'e2e/routes.ts visits every route entry\'s samples',
  'packages/web/src/entry-server.tsx:renderFirstScreen': 'the app server imports the build of this file by its path (server/page-data.ts serverRender); tests import it',
  'packages/web/server/observability.ts:LOG_FLUSH_MS': 'log-batching.test.ts waits one flush',
  'packages/stores/src/index.ts:ALL_STORE_MODULES': 'test harnesses bind every store module through the barrel',
  // In flight on branch regtbt.
  'packages/web/src/features/registry/gift-card.tsx:GiftBadgeTag': 'in flight on branch regtbt',
  'packages/web/src/features/registry/gift-card.tsx:GiftCardProps': 'in flight on branch regtbt',
  'packages/web/src/features/registry/gift-card.tsx:giftUnitPrice': 'in flight on branch regtbt',
};

describe('the unused-export check reads a workspace as described', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'kado-unused-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };
  write('packages/stores/src/a.ts', [
    'export function used(): number { return 1; }',
    'export function ownOnly(): number { return 2; }',
    'export function testOnly(): number { return ownOnly(); }',
    'export function dead(): number { return 3; }',
    'export function forwardedOnly(): number { return 4; }',
    'export function testedHelperOfItsFile(): number { return 5; }',
    'export const total = used() + testedHelperOfItsFile();',
    'export type Shape = { readonly n: number };',
  ].join('\n'));
  write('packages/stores/src/a.test.ts', "import { testOnly, testedHelperOfItsFile } from './a';\nimport { helper } from './testing/kit';\nexport const t = testOnly() + testedHelperOfItsFile() + helper();\n");
  write('packages/stores/src/testing/kit.ts', 'export function helper(): number { return 1; }\nexport function unusedHelper(): number { return 2; }\n');
  write('packages/stores/src/index.ts', "export { used, forwardedOnly, total } from './a';\nexport * from './b';\n");
  write('packages/stores/src/b.ts', 'export const fromStar = 1;\nexport const starUnused = 2;\n');
  write('packages/web/src/main.tsx', [
    "import { total, fromStar, used } from '../../stores/src/index';",
    "import type { Shape } from '../../stores/src/a';",
    "import { viaAlias as aliased } from './app/renamed';",
    "const { picked } = await import('./app/dyn');",
    "const ns = await import('./app/ns');",
    "const whole = () => import('./app/whole');",
    "import('./app/then').then(({ viaThen }) => viaThen);",
    "const SCREENS = import.meta.glob('./features/*/*-screen.tsx');",
    "const ROUTES = [{ screen: 'features/shop/x-screen', component: 'OtherRoute' }];",
    'const s: Shape = { n: 1 };',
    'export const out = [total, used, fromStar, picked, ns.dotted, whole, SCREENS, ROUTES, s, aliased];',
  ].join('\n'));
  write('packages/web/src/app/dyn.ts', 'export const picked = 1;\nexport const notPicked = 2;\n');
  write('packages/web/src/app/ns.ts', 'export const dotted = 1;\nexport const notDotted = 2;\n');
  write('packages/web/src/app/renamed.ts', 'export const viaAlias = 1;\nexport const notImported = 2;\n');
  write('packages/web/src/app/whole.ts', 'export const anything = 1;\n');
  write('packages/web/src/app/then.ts', 'export const viaThen = 1;\nexport const notViaThen = 2;\n');
  write('packages/web/src/features/shop/x-screen.tsx', "export { Inner as Component } from './inner';\nexport function OtherRoute() { return null; }\nexport function NotRouted() { return null; }\n");
  write('packages/web/src/features/shop/inner.tsx', 'export function Inner() { return null; }\n');

  it('reports what only tests, its own file, a barrel or nothing use; counts imports, dynamic imports, globs and entries', () => {
    expect(unusedExports(fixture).map((u) => `${label(u)}${u.usedInOwnFile ? ' (own file)' : ''}`)).toEqual([
      'packages/stores/src/a.ts:dead',
      'packages/stores/src/a.ts:forwardedOnly',
      'packages/stores/src/a.ts:ownOnly (own file)',
      'packages/stores/src/a.ts:testOnly',
      'packages/stores/src/b.ts:starUnused',
      'packages/stores/src/index.ts:forwardedOnly',
      'packages/stores/src/testing/kit.ts:unusedHelper',
      'packages/web/src/app/dyn.ts:notPicked',
      'packages/web/src/app/ns.ts:notDotted',
      'packages/web/src/app/renamed.ts:notImported',
      'packages/web/src/app/then.ts:notViaThen',
      'packages/web/src/features/shop/x-screen.tsx:NotRouted',
    ]);
  }, 60_000);
});

// Issue 14 item 7, "unused exports": an export of @kado/http, @kado/stores, @kado/web or @kado/fake-portal that no
// other production file uses is dead code (delete it) or local (drop the `export`). The domain has its own check
// (domain-callers.test.ts).
describe('every export of http, stores, web and fake-portal has a user in another file', () => {
  let found: string[] = [];
  beforeAll(() => {
    found = unusedExports(root).map(label);
  }, 240_000);

  it('lists none but the allowed ones', () => {
    expect(found.filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it('allows nothing that is fixed already (clear the entry)', () => {
    expect(Object.keys(ALLOWED).filter((f) => !found.includes(f))).toEqual([]);
  });
});
