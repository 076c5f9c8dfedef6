import { useId, type ReactNode } from 'react';
import { EmptyState } from './empty-state';

interface SectionProps {
  readonly title: string;
  /** Shown as an empty state when there are no children. */
  readonly emptyText?: string;
  readonly emptyAction?: ReactNode;
  readonly children?: ReactNode;
}

/** A titled block of a page (h2); with no content it tells the shopper what will appear there. */
export function Section({ title, emptyText, emptyAction, children }: SectionProps) {
  const headingId = useId();
  const hasContent = children !== undefined && children !== null && children !== false;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">{title}</h2>
      {hasContent ? children : <EmptyState title={emptyText} text="" action={emptyAction} />}
    </section>
  );
}
