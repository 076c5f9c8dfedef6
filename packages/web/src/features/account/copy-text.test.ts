import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPageTexts, createI18n } from '../../i18n';
import { toast } from '../../ui';
import { ACCOUNT_NS, accountTexts } from './account.texts';
import { copiedText, copyText } from './copy-text';

// Spec §8 copy toasts: '{label} berhasil disalin' or 'Berhasil disalin'.

const i18n = createI18n();
addPageTexts(ACCOUNT_NS, accountTexts as unknown as Record<string, unknown>, i18n);
const t = i18n.getFixedT('id', ACCOUNT_NS);

afterEach(() => {
  vi.restoreAllMocks();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

function clipboardThat(write: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
}

describe('copy toasts (spec §8)', () => {
  it("names what was copied: '{label} berhasil disalin'", () => {
    expect(copiedText(t, 'Link undangan')).toBe('Link undangan berhasil disalin');
  });

  it.each([[undefined], [null], [''], ['   ']])("says 'Berhasil disalin' when nothing names it (%j)", (label) => {
    expect(copiedText(t, label)).toBe('Berhasil disalin');
  });

  it('copyText writes the text and shows the toast', async () => {
    const written: string[] = [];
    clipboardThat(async (text) => void written.push(text));
    expect(await copyText('https://kado.test/register?ref=bunda-demo', copiedText(t))).toBe(true);
    expect(written).toEqual(['https://kado.test/register?ref=bunda-demo']);
    expect(toast.getSnapshot().map((x) => x.text)).toEqual(['Berhasil disalin']);
  });

  it('a refused clipboard shows no toast and answers false', async () => {
    clipboardThat(() => Promise.reject(new Error('denied')));
    expect(await copyText('x', copiedText(t))).toBe(false);
    expect(toast.getSnapshot()).toEqual([]);
  });
});
