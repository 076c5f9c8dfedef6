import { useTranslation } from 'react-i18next';

/**
 * How much of a text field's limit is used ('312/500 karakter'), under a field with a `maxLength`: a paste past the
 * limit is cut by the browser, and without a count nothing says so (QA, 28 November).
 */
export function CharCount({ value, max, id }: { readonly value: string; readonly max: number; readonly id?: string }) {
  const { t } = useTranslation();
  return <p id={id} className="field__hint field__count">{t('field.count', { count: value.length, max })}</p>;
}
