import type { ReactNode } from 'react';
import { Section } from '../ui';
import { RouteScreen, type RouteScreenProps } from './route-screen';
import { useRouteMeta } from './route-meta';
import { usePageTexts } from './page-texts';

interface ListScreenProps extends Omit<RouteScreenProps, 'children'> {
  /** The feature's i18n namespace and its texts, keyed by route id: `{ lead, section, empty }`. */
  readonly ns: string;
  readonly texts: Record<string, unknown>;
  /** Interpolation values of the title (e.g. route params). */
  readonly values?: Record<string, string>;
  /** Rendered between the lead and the section (e.g. a primary action). */
  readonly before?: ReactNode;
  /** A next step shown under the empty text. */
  readonly emptyAction?: ReactNode;
  /** Overrides the section title of the texts. */
  readonly sectionTitle?: string;
  /** The section's content once data exists; without it the section shows its empty text. */
  readonly children?: ReactNode;
}

/**
 * The shell of a route that lists things: navbar title, a lead saying what the page is for, and one
 * titled section. Later issues pass the loaded items as children and the store's loading/error state.
 */
export function ListScreen({ ns, texts, values, before, sectionTitle, emptyAction, children, ...screen }: ListScreenProps) {
  const { id, params } = useRouteMeta();
  const { t } = usePageTexts(ns, texts);
  const vars = { ...params, ...values };
  return (
    <RouteScreen {...screen}>
      <p className="page__lead">{t(`${id}.lead`, vars)}</p>
      {before}
      <Section title={sectionTitle ?? t(`${id}.section`, vars)} emptyText={t(`${id}.empty`, vars)} emptyAction={emptyAction}>{children}</Section>
    </RouteScreen>
  );
}
