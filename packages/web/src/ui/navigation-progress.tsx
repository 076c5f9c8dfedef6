import { useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * A thin bar at the top of the frame while the router waits for the next page (its chunk, its guards, its data): a
 * tap on a slow network shows at once that something is happening (decision 0291's loaders wait for data, 0315's
 * guards for the session check). CSS shows it only after a short delay, so a quick navigation does not flicker.
 * Offline, it also says the page waits for the connection, instead of a tap that seems to do nothing.
 */
export function NavigationProgress({ online }: { readonly online: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="nav-progress" data-testid="nav-progress">
      <div className="nav-progress__bar" role="progressbar" aria-label={t('state.loadingPage')} />
      {online ? null : <p className="nav-progress__offline" role="status">{t('state.waitingForConnection')}</p>}
    </div>
  );
}
