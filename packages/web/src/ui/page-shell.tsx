import type { ReactNode } from 'react';
import { Navbar, type NavbarProps } from './navbar';
import { Spinner } from './spinner';
import { ErrorState } from './error-state';

interface PageShellProps extends NavbarProps {
  readonly loading?: boolean;
  /** A translated error message; shows the error state with retry instead of the content. */
  readonly error?: string;
  readonly onRetry?: () => void;
  readonly children?: ReactNode;
}

/** A page: the navbar, then the content, or a spinner while loading, or the error state. */
export function PageShell({ loading = false, error, onRetry, children, ...navbar }: PageShellProps) {
  let body: ReactNode = children;
  if (error !== undefined) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (loading) body = <Spinner />;
  return (
    <div className="page">
      <Navbar {...navbar} />
      <div className="page__body" aria-busy={loading || undefined}>{body}</div>
    </div>
  );
}
