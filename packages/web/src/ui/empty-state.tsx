import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EmptyStateProps {
  readonly title?: string;
  readonly text?: string;
  readonly action?: ReactNode;
  readonly headingLevel?: 2 | 3;
}

/** Tells the shopper that a list has nothing yet, with an optional next step. */
export function EmptyState({ title, text, action, headingLevel = 3 }: EmptyStateProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state">
      <Heading className="state__title">{title ?? t('state.emptyTitle')}</Heading>
      {text === '' ? null : <p className="state__text">{text ?? t('state.emptyText')}</p>}
      {action}
    </div>
  );
}
