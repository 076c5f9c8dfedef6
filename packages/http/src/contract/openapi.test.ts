import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { portalOpenApi } from './openapi-document';
import { PORTAL_OPERATIONS } from './portal-operations';

const FILE = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

// Decision 0448: docs/openapi.json is written by `npm run openapi` only; the test command compares, never writes.
describe('docs/openapi.json', () => {
  it('is what the valibot schemas of @kado/http say now (run `npm run openapi` after changing one)', () => {
    const written = readFileSync(FILE, 'utf8');
    expect(JSON.parse(written), 'docs/openapi.json is stale: run `npm run openapi`').toEqual(portalOpenApi());
    expect(written).toBe(`${JSON.stringify(portalOpenApi(), null, 2)}\n`);
  });

  it('names every route of the fake portal once, and no route it does not have (its /__control test tools aside)', () => {
    const routes = createFakePortal().app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*') && !route.path.startsWith('/api/__control'))
      .map((route) => `${route.method} ${route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`);
    const documented = PORTAL_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...new Set(routes)].sort()).toEqual([...documented].sort());
  });

  it('gives every operation a unique id and documents its path parameters', () => {
    const ids = PORTAL_OPERATIONS.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = portalOpenApi()['paths'] as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    for (const op of PORTAL_OPERATIONS) {
      const named = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(paths[op.path]![op.method]!.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(named);
    }
  });
});
