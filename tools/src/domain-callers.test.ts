import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domainExportsWithoutCaller, domainValueExports } from './domain-callers';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Issue 14 item 2: "No domain export without a production caller." A rule nothing in production calls is either a
// rule a screen or store re-implements (give it its caller) or dead (delete it with its tests).
describe('every @kado/domain export has a production caller', () => {
  it('finds the value exports of the domain (the check reads something)', () => {
    const names = domainValueExports(root).map((e) => e.name);
    expect(names).toContain('pathAfterSessionEnd');
    expect(names).toContain('classifyContact');
    expect(names).not.toContain('User');
  });

  it('lists none without a caller outside tests and its own file', () => {
    expect(domainExportsWithoutCaller(root)).toEqual([]);
  });
});
