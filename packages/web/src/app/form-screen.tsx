import type { FormEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { Button, TextField } from '../ui';
import { RouteScreen, type RouteScreenProps } from './route-screen';
import { useRouteMeta } from './route-meta';
import { usePageTexts } from './page-texts';

export interface FormField {
  readonly name: string;
  /** Key of the label within the feature namespace. */
  readonly labelKey: string;
  readonly hintKey?: string;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
  readonly required?: boolean;
}

export interface FormScreenProps extends Omit<RouteScreenProps, 'children'> {
  readonly ns: string;
  readonly texts: Record<string, unknown>;
  readonly fields: readonly FormField[];
  readonly submitKey: string;
  /** Seam for the stores: receives the form data; until wired, the form only stays filled in. */
  readonly onSubmit?: (data: FormData) => void;
  /** Field errors by name, already translated (spec §8: 422 shows the first field error). */
  readonly errors?: Readonly<Record<string, string>>;
  readonly sectionTitle?: string;
  readonly before?: ReactNode;
  readonly after?: ReactNode;
  readonly submitting?: boolean;
}

/** The shell of a route that asks for input: lead, labelled fields and a submit button. */
export function FormScreen({ ns, texts, fields, submitKey, onSubmit, errors, sectionTitle, before, after, submitting, ...screen }: FormScreenProps) {
  const { id, params } = useRouteMeta();
  const { t } = usePageTexts(ns, texts);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(new FormData(event.currentTarget));
  };
  return (
    <RouteScreen {...screen}>
      <p className="page__lead">{t(`${id}.lead`, params)}</p>
      {before}
      <form className="stack" onSubmit={submit} noValidate aria-label={sectionTitle ?? t(`${id}.lead`, params)}>
        {sectionTitle ? <h2 className="section__title">{sectionTitle}</h2> : null}
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(field.labelKey)}
            hint={field.hintKey ? t(field.hintKey) : undefined}
            error={errors?.[field.name]}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            required={field.required}
          />
        ))}
        <Button type="submit" block disabled={submitting}>{t(submitKey)}</Button>
      </form>
      {after}
    </RouteScreen>
  );
}
