import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addPageTexts } from '../i18n';

/**
 * Registers a feature's page texts (shipped inside its lazy chunk) on the i18next instance in context,
 * then returns `t` bound to that namespace.
 */
export function usePageTexts<N extends keyof CustomTypeOptions['resources']>(ns: N, texts: Readonly<Record<string, unknown>>) {
  const { i18n } = useTranslation();
  addPageTexts(ns, texts, i18n);
  return useTranslation(ns);
}
