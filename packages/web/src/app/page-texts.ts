import type { CustomTypeOptions } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { addPageTexts } from '../i18n';

/**
 * Registers a feature's page texts (shipped inside its lazy chunk) on the i18next instance in context (the one
 * `useTranslation` takes: the provider's, else react-i18next's own), then returns `t` bound to that namespace. The
 * instance is read from the context, not through a second `useTranslation`, which builds a wrapper of the instance
 * for every mounted component (issue 32).
 */
export function usePageTexts<N extends keyof CustomTypeOptions['resources']>(ns: N, texts: Readonly<Record<string, unknown>>) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  addPageTexts(ns, texts, i18n);
  return useTranslation(ns);
}
