import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageShell, toast } from '../ui';
import { useRouteTitle } from './route-meta';

interface RouteScreenProps {
  readonly back?: boolean;
  readonly share?: boolean;
  readonly close?: boolean;
  readonly actions?: ReactNode;
  readonly loading?: boolean;
  readonly error?: string;
  readonly onRetry?: () => void;
  /** Overrides the title from the route's handle (e.g. a registry name once loaded). */
  readonly title?: string;
  /**
   * Where the back button leads when the page was opened directly (no earlier page of the app in this tab): the
   * `from` of a redirect form such as /registry/{username}?from={path} (spec §2), already checked by safeRedirect.
   */
  readonly backTo?: string;
  readonly children?: ReactNode;
}

/** Goes back within the app, or to `fallback` (home by default) when the page was opened directly. */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}

/** Shares the current page: the native sheet when there is one, else copies the link with a toast. */
export function useSharePage(): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      navigator.share({ url, title: document.title }).catch(() => undefined);
      return;
    }
    navigator.clipboard?.writeText(url).then(
      () => toast.show(t('share.copied')),
      () => undefined,
    );
  }, [t]);
}

/** A route's page: PageShell with the navbar title of the route (its `handle`, route-meta.ts useRouteTitle). */
export function RouteScreen({ back = true, share = false, close = false, title, backTo, children, ...rest }: RouteScreenProps) {
  const routeTitle = useRouteTitle();
  const goBack = useGoBack(backTo);
  const sharePage = useSharePage();
  const navigate = useNavigate();
  return (
    <PageShell
      title={title ?? routeTitle}
      onBack={back ? goBack : undefined}
      onShare={share ? sharePage : undefined}
      onClose={close ? () => navigate('/') : undefined}
      {...rest}
    >
      {children}
    </PageShell>
  );
}
