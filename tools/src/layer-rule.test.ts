import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The dependency rule of docs/architecture.md is enforced by the lint step; these cases show it bites.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rule', () => {
  it.each([
    ['packages/domain/src/gift/x.ts', "import ky from 'ky';\nexport const a = ky;"],
    ['packages/domain/src/gift/x.ts', "import { x } from '@kado/stores';\nexport const a = x;"],
    ['packages/stores/src/x.ts', "import { x } from '@kado/http';\nexport const a = x;"],
    ['packages/stores/src/x.ts', "import { useState } from 'react';\nexport const a = useState;"],
    ['packages/http/src/x.ts', "import { x } from '@kado/stores';\nexport const a = x;"],
    ['packages/fake-portal/src/x.ts', "import { x } from '@kado/http';\nexport const a = x;"],
    ['packages/web/src/features/home/x.ts', "import { x } from '@kado/http';\nexport const a = x;"],
    ['packages/web/src/features/home/x.ts', "import { x } from '@kado/domain/src/gift';\nexport const a = x;"],
    ['packages/cli/src/x.ts', "import { x } from '@kado/web';\nexport const a = x;"],
    ['packages/cli/src/x.ts', "import { useState } from 'react';\nexport const a = useState;"],
    ['packages/web/server/x.ts', "import { createFakePortal } from '@kado/fake-portal';\nexport const a = createFakePortal;"],
    // Issue 27 item 4: the stores' tests and kits name neither the HTTP adapters nor the fake portal (@kado/testing does) ...
    ['packages/stores/src/x.test.ts', "import { createFakePortal } from '@kado/fake-portal';\nexport const a = createFakePortal;"],
    ['packages/stores/src/registry/x.test.ts', "import { createHttpGateways } from '@kado/http';\nexport const a = createHttpGateways;"],
    ['packages/stores/src/testing/x.ts', "import { createPortalClient } from '@kado/http';\nexport const a = createPortalClient;"],
    // ... and the app server, its tests and its portal seam import no feature file.
    ['packages/web/server/x.ts', "import { shareTexts } from '../src/features/registry/share.texts';\nexport const a = shareTexts;"],
    ['packages/web/server/x.ts', "import { GiftCard } from '../src/features/registry/gift-card';\nexport const a = GiftCard;"],
    ['packages/web/server/x.test.ts', "import { GiftCard } from '../src/features/registry/gift-card';\nexport const a = GiftCard;"],
    ['packages/web/server/portal.ts', "import { x } from '../src/features/shop/shop.texts';\nexport const a = x;"],
    ['packages/testing/src/stores/x.test.ts', "import { x } from '@kado/web';\nexport const a = x;"],
  ])('rejects a forbidden import in %s', async (file, code) => {
    expect(await layerErrors(file, code)).not.toHaveLength(0);
  });

  it.each([
    ['packages/domain/src/gift/x.ts', "import { y } from '../pricing/discount';\nexport const a = y;"],
    ['packages/http/src/x.ts', "import { x } from '@kado/domain';\nexport const a = x;"],
    ['packages/stores/src/x.ts', "import { x } from '@kado/domain';\nexport const a = x;"],
    ['packages/web/src/app/container.ts', "import { x } from '@kado/http';\nexport const a = x;"],
    ['packages/web/src/features/home/x.ts', "import { x } from '@kado/stores';\nexport const a = x;"],
    ['packages/web/server/portal.ts', "import { createFakePortal } from '@kado/fake-portal';\nexport const a = createFakePortal;"],
    ['packages/cli/src/x.ts', "import { x } from '@kado/stores';\nexport const a = x;"],
    ['packages/testing/src/stores/x.test.ts', "import { createFakePortal } from '@kado/fake-portal';\nimport { createHttpGateways } from '@kado/http';\nimport { SessionStore } from '@kado/stores';\nexport const a = [createFakePortal, createHttpGateways, SessionStore];"],
    ['packages/web/server/x.ts', "import { shareTexts } from '../src/i18n/pages/share.texts';\nimport { giftImage } from '../src/ui/gift-display';\nexport const a = [shareTexts, giftImage];"],
  ])('allows a permitted import in %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

// Issue 27 item 4, as the tree stands: the rules above hold for every file of the stores and of the app server, and the
// stores' package.json declares neither package (their tests against them live in @kado/testing).
describe('the layer lines of issue 27 hold in the tree', () => {
  it('no file of @kado/stores names @kado/http or @kado/fake-portal, and none of web/server names src/features', async () => {
    const results = await eslint.lintFiles(['packages/stores/src', 'packages/web/server']);
    const crossings = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${r.filePath.slice(root.length)}:${m.line}: ${m.message}`));
    expect(results.length).toBeGreaterThan(50);
    expect(crossings).toEqual([]);
  }, 60_000);

  it('@kado/stores depends on neither @kado/http nor @kado/fake-portal', () => {
    const manifest = JSON.parse(readFileSync(`${root}packages/stores/package.json`, 'utf8')) as Record<string, unknown>;
    const named = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys((manifest[field] ?? {}) as Record<string, string>));
    expect(named).toContain('@kado/domain');
    expect(named.filter((name) => name === '@kado/http' || name === '@kado/fake-portal')).toEqual([]);
  });
});
