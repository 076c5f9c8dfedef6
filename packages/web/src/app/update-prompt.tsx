import { useState, useSyncExternalStore } from 'react';
import './pwa.css';
import { usePageTexts } from './page-texts';
import { PWA_NS, pwaTexts } from './pwa.texts';
import { appUpdate as defaultUpdate, type AppUpdate } from './app-update';

/**
 * 'Versi baru tersedia' (decision 0222): shown while a new version waits; 'Muat ulang' lets it take over and reloads
 * the page on it. 'Nanti' hides the prompt for this page only: the next visit offers it again, and the new version
 * starts by itself once every tab of the app is closed.
 */
export function UpdatePrompt({ update = defaultUpdate }: { readonly update?: AppUpdate }) {
  const { t } = usePageTexts(PWA_NS, pwaTexts);
  const ready = useSyncExternalStore(update.subscribe, update.getSnapshot, () => false);
  const [later, setLater] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!ready || later) return null;
  return (
    <aside className="update-prompt" role="status" aria-labelledby="update-prompt-title" data-testid="update-prompt">
      <div className="update-prompt__text">
        <strong id="update-prompt-title">{t('update.title')}</strong>
        <p id="update-prompt-text">{t('update.text')}</p>
      </div>
      <div className="update-prompt__actions">
        <button type="button" className="button button--small button--secondary" onClick={() => setLater(true)}>{t('update.later')}</button>
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            update.apply();
          }}
        >
          {t('update.reload')}
        </button>
      </div>
    </aside>
  );
}
