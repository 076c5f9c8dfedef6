import { describe, expect, it, vi } from 'vitest';
import { addPageTexts, createI18n } from './index';


/** The texts these tests register are their own, outside the typed resources (decision 0446): `t` read untyped. */
const untyped = (i18n: { t: unknown }) => i18n as unknown as { t: (key: string, options?: { ns: string }) => string };

describe('addPageTexts', () => {
  it('adds the rest of a namespace registered in part first (home, then a catalogue screen)', () => {
    const i18n = createI18n();
    addPageTexts('catalogue', { home: { banners: 'Promo pilihan' } }, i18n);
    expect(untyped(i18n).t('home.banners', { ns: 'catalogue' })).toBe('Promo pilihan');
    expect(i18n.exists('list.empty', { ns: 'catalogue' })).toBe(false);

    addPageTexts('catalogue', { home: { banners: 'Promo pilihan' }, list: { empty: 'Belum ada produk di sini.' } }, i18n);
    expect(untyped(i18n).t('list.empty', { ns: 'catalogue' })).toBe('Belum ada produk di sini.');
    expect(untyped(i18n).t('home.banners', { ns: 'catalogue' })).toBe('Promo pilihan');
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

  it('merges a namespace given in parts key by key, and never changes the texts objects it was given', () => {
    const i18n = createI18n();
    const home = { home: { title: 'Beranda' } };
    const more = { home: { subtitle: 'Untuk si kecil' }, list: { empty: 'Kosong' } };
    addPageTexts('catalogue', home, i18n);
    addPageTexts('catalogue', more, i18n);
    expect(untyped(i18n).t('home.title', { ns: 'catalogue' })).toBe('Beranda');
    expect(untyped(i18n).t('home.subtitle', { ns: 'catalogue' })).toBe('Untuk si kecil');
    expect(untyped(i18n).t('list.empty', { ns: 'catalogue' })).toBe('Kosong');
    expect(home).toEqual({ home: { title: 'Beranda' } });
    expect(more).toEqual({ home: { subtitle: 'Untuk si kecil' }, list: { empty: 'Kosong' } });
  });

  it('reads nested keys and namespaced keys with the explicit separators', () => {
    const i18n = createI18n();
    addPageTexts('page', { a: { b: 'dalam' } }, i18n);
    expect(untyped(i18n).t('a.b', { ns: 'page' })).toBe('dalam');
    expect(untyped(i18n).t('page:a.b')).toBe('dalam');
  });

  it('registers a texts object once per instance, also when asked through a wrapper of it (react-i18next hands each component one)', () => {
    const i18n = createI18n();
    const wrapper = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n)) as typeof i18n;
    const add = vi.spyOn(i18n.store as unknown as { addResourceBundle: (...args: unknown[]) => void }, 'addResourceBundle');
    const texts = { greeting: 'Halo' };
    addPageTexts('page', texts, i18n);
    addPageTexts('page', texts, wrapper);
    addPageTexts('page', texts, wrapper);
    expect(add).toHaveBeenCalledTimes(1);
    expect(untyped(wrapper).t('greeting', { ns: 'page' })).toBe('Halo');
  });
});
