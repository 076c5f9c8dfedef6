import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui';
import { loadGoogleIdentity } from './google-identity';
import { useAuthTexts } from './use-auth-texts';

interface GoogleSignInProps {
  /** The configured client id (VITE_GOOGLE_CLIENT_ID). */
  readonly clientId: string;
  /** Called with the credential Google hands back after the user chose an account. */
  readonly onCredential: (credential: string) => void;
  /** True while a sign-in runs (the credential is being checked by the portal). */
  readonly busy?: boolean;
}

/**
 * The 'Masuk dengan Google' button of Google Identity Services (spec §4 Google login): Google draws it once its
 * script has loaded (lazily, on this page only); until then a disabled stand-in holds the place, and a failed load
 * says so instead of leaving a dead button.
 */
export function GoogleSignIn({ clientId, onCredential, busy = false }: GoogleSignInProps) {
  const { t } = useAuthTexts();
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (gis) => {
        const parent = holder.current;
        if (!live || !parent) return;
        gis.initialize({ client_id: clientId, callback: (response) => latest.current(response.credential), ux_mode: 'popup', context: 'signin' });
        gis.renderButton(parent, {
          type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', shape: 'pill', locale: 'id',
          width: Math.min(400, Math.max(200, Math.round(parent.getBoundingClientRect().width) || 320)),
        });
        setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [clientId]);

  return (
    <div className="stack google-sign-in" aria-busy={state === 'loading' || busy}>
      <div ref={holder} className="google-sign-in__button" hidden={state !== 'ready'} />
      {state === 'ready' ? null : (
        <Button variant="secondary" block disabled aria-describedby={state === 'failed' ? 'google-failed' : undefined}>
          {t('login.google')}
        </Button>
      )}
      {state === 'failed' ? <p id="google-failed" className="field__hint" role="status">{t('login.googleFailed')}</p> : null}
    </div>
  );
}
