import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useBackOnline } from './use-back-online';

interface ErrorStateProps {
  /** An already translated message; defaults to the unexpected-error text of spec §8. */
  readonly message?: string;
  readonly onRetry?: () => void;
}

/** A failed load: the message and a 'Coba lagi' retry button; the retry also runs when the connection comes back. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  useBackOnline(onRetry);
  return (
    <div className="state" role="alert">
      <h2 className="state__title">{t('state.errorTitle')}</h2>
      <p className="state__text">{message ?? t('state.unexpected')}</p>
      {onRetry ? <Button onClick={onRetry}>{t('action.retry')}</Button> : null}
    </div>
  );
}
