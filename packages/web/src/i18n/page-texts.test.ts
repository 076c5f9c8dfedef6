import { describe, expect, it } from 'vitest';
import { addPageTexts, createI18n } from './index';

describe('addPageTexts', () => {
  it('adds the rest of a namespace registered in part first (home, then a catalogue screen)', () => {
    const i18n = createI18n();
    addPageTexts('catalogue', { home: { banners: 'Promo pilihan' } }, i18n);
    expect(i18n.t('home.banners', { ns: 'catalogue' })).toBe('Promo pilihan');
    expect(i18n.exists('list.empty', { ns: 'catalogue' })).toBe(false);

    addPageTexts('catalogue', { home: { banners: 'Promo pilihan' }, list: { empty: 'Belum ada produk di sini.' } }, i18n);
    expect(i18n.t('list.empty', { ns: 'catalogue' })).toBe('Belum ada produk di sini.');
    expect(i18n.t('home.banners', { ns: 'catalogue' })).toBe('Promo pilihan');
  });

  it('registers one texts object once per instance, and on every instance that asks', () => {
    // A namespace the app does not declare (i18n/i18next-types.d.ts): read through exists and getResource.
    const texts = { greeting: 'Halo' };
    const first = createI18n();
    const second = createI18n();
    addPageTexts('page', texts, first);
    addPageTexts('page', texts, first);
    addPageTexts('page', texts, second);
    expect(first.getResource('id', 'page', 'greeting')).toBe('Halo');
    expect(second.getResource('id', 'page', 'greeting')).toBe('Halo');
  });
});
