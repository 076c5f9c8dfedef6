import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeRouteError } from './route-error';
import { useBackOnline } from '../ui/use-back-online';
import { ChunkUnavailableScreen, RouteListUnavailable } from './chunk-retry';

interface ErrorPageProps {
  readonly status: number;
  readonly message: string;
}

/** The error page of spec §8: the status code and the message; a 404 links back home. */
function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <div className="state state--page" role="alert">
        <p className="state__code" aria-label={t('error.statusLabel', { status })}>{status}</p>
        <h1 className="state__title">{message}</h1>
        {status === 404 ? <Link className="button" to="/">{t('action.home')}</Link> : null}
      </div>
    </div>
  );
}

/** The 404 page of spec §2: 'This page could not be found', with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={t('notFound.title')} />;
}

/**
 * errorElement of the root and of each feature: reads the route error and shows the error page. A 5xx page (a
 * failure that may pass, such as offline) opens the same address again when the connection comes back.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof RouteListUnavailable) return <ChunkUnavailableScreen />;
  return <RouteErrorView error={error} />;
}

function RouteErrorView({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  const view = describeRouteError(error);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useBackOnline(view.status >= 500 ? () => navigate(`${pathname}${search}${hash}`, { replace: true }) : undefined);
  return <ErrorPage status={view.status} message={view.message ?? (view.values ? t(view.messageKey, view.values) : t(view.messageKey))} />;
}
