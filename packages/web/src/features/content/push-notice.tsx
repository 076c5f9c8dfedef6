import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '@kado/domain';
import { TOAST_DURATION_MS } from '../../ui';
import { listenForegroundPush, type PushMessage } from './push';

/**
 * Spec §7 foreground push: a push message that arrives while the app is open shows here, with its title,
 * description and image; its data's `path` (same-origin only) is where "Buka" leads (decision 0169).
 */
export function ForegroundPush() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<PushMessage | null>(null);
  useEffect(() => listenForegroundPush(setMessage), []);
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  if (!message) return null;
  const path = typeof message.data?.path === 'string' ? safeRedirect(message.data.path) : null;
  return (
    <aside className="push-notice" role="status" aria-label={t('push.label')} data-testid="push-notice">
      {message.image_url ? <img className="push-notice__image" src={message.image_url} alt="" width={48} height={48} /> : null}
      <div className="push-notice__text">
        <strong>{message.title}</strong>
        {message.description ? <p>{message.description}</p> : null}
      </div>
      {path ? <Link className="button button--small" to={path} onClick={() => setMessage(null)}>{t('push.open')}</Link> : null}
      <button type="button" className="icon-button" aria-label={t('push.close')} onClick={() => setMessage(null)}>×</button>
    </aside>
  );
}
