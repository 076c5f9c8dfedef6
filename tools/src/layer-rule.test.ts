import { ESLint } from 'eslint';
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
  ])('allows a permitted import in %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
