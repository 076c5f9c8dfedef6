import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonId } from './common.id';

/** Spec §1: the locale is Indonesian (id) only, with no URL prefix. */
const LOCALE = 'id';

/**
 * Creates the i18next instance with the Indonesian shell texts bundled as a TS object
 * (no backend, no detector: the bundle stays small). Page texts arrive with their lazy feature chunk
 * through `addPageTexts`.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    supportedLngs: [LOCALE],
    defaultNS: 'translation',
    ns: ['translation'],
    resources: { [LOCALE]: { translation: commonId } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next's own separators, named: given explicitly, i18next no longer tests every key against a regular
    // expression at each t() call to guess whether it is a natural-language sentence (our keys are paths; issue 32).
    keySeparator: '.',
    nsSeparator: ':',
  });
  return instance;
}

/** The app-wide instance (the composition root may create its own with `createI18n`). */
export const i18n = createI18n();

/**
 * The texts objects each instance has been given (a namespace may come in parts: home's, then the whole), by the
 * instance's resource store: react-i18next's `useTranslation` hands each component its own wrapper of the instance
 * (the same store), so keyed by the wrapper every mounted component copied and merged its feature's texts again
 * (issue 32: hundreds of deep merges on the registry's first paint).
 */
const added = new WeakMap<object, WeakSet<object>>();

/**
 * Registers the texts of a lazily loaded feature under its own namespace, on every instance that asks for them
 * (idempotent per texts object; called at the top of a feature chunk). A namespace registered in part first (home's
 * texts of 'catalogue') gains the rest when a screen registers the whole.
 */
export function addPageTexts(ns: string, texts: Record<string, unknown>, instance: I18n = i18n): void {
  let done = added.get(instance.store);
  if (!done) added.set(instance.store, (done = new WeakSet()));
  if (done.has(texts)) return;
  done.add(texts);
  // A new namespace is copied in as it is; only one given in parts is merged key by key (i18next's deep extend walks
  // every text: the registry's hundreds at its first paint, issue 32).
  instance.addResourceBundle(LOCALE, ns, texts, instance.hasResourceBundle(LOCALE, ns), true);
}
