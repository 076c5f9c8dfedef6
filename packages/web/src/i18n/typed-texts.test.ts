import { describe, expect, it } from 'vitest';
import { createI18n } from './index';

// Issue 29 item 7 (decision 0446): the texts are i18next's typed resources (i18next-types.d.ts), so a key that is
// not in them fails `tsc`. Each @ts-expect-error below is itself an error if the key were accepted: the typecheck
// of this file is the test; the run shows what such a key would have shown a shopper.
describe('typed texts', () => {
  it('a key of the texts types and reads; a missing or misspelled one fails the typecheck', () => {
    const i18n = createI18n();
    expect(i18n.t('action.retry')).toBe('Coba lagi');
    // @ts-expect-error -- misspelled: the shell's texts have 'action.retry'
    expect(i18n.t('action.rety')).toBe('action.rety');
    // @ts-expect-error -- a key of another namespace asked for in the shell's
    expect(i18n.t('list.empty')).toBe('list.empty');
    // @ts-expect-error -- the catalogue's home section has no title
    expect(i18n.t('home.title', { ns: 'catalogue' })).toBe('home.title');
    // A route's title is registered from the route list when it is first shown: any `title.<id>` types.
    expect(i18n.t('title.tidak-ada')).toBe('title.tidak-ada');
  });
});
