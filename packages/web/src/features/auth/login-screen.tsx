import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { guestSignUp } from '@kado/domain';
import { SessionStore } from '@kado/stores';
import { Button, TextField } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { appConfigGoogleClientId } from './google-config';
import { GoogleSignIn } from './google-sign-in';
import { afterSignIn } from './auth-form';
import { useAuthTexts } from './use-auth-texts';

/**
 * /login: email or phone with password, guest sign-in, and the Google button when configured (spec §4). After a
 * session the portal would not renew, it says so once (decision 0184).
 */
export const Component = observer(function LoginScreen() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [guestName, setGuestName] = useState('');
  const [guestContact, setGuestContact] = useState('');
  const [guestErrors, setGuestErrors] = useState<{ name?: string; contact?: string }>({});
  const [mode, setMode] = useState<'login' | 'guest' | 'google'>('login');
  // Read once: the notice is shown for this visit of the page, then forgotten.
  const [notice] = useState(() => session.notice);
  useEffect(() => {
    if (notice) session.clearNotice();
  }, [notice, session]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: email.trim() ? undefined : t('validation.required', { field: t('login.email') }),
      password: password ? undefined : t('validation.required', { field: t('login.password') }),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setMode('login');
    if (await session.login({ email: email.trim(), password }) && session.user) {
      navigate(afterSignIn(session.user, from), { replace: true });
    }
  };

  const submitGuest = async (event: FormEvent) => {
    event.preventDefault();
    const check = guestSignUp(guestName, guestContact);
    setGuestErrors({
      name: check.nameMissing ? t('validation.required', { field: t('login.guestName') }) : undefined,
      contact: check.contactProblem ? t('validation.contact') : undefined,
    });
    if (!check.input) return;
    setMode('guest');
    if (await session.registerGuest(check.input) && session.user) navigate(afterSignIn(session.user, from), { replace: true });
  };

  const signInWithGoogle = useCallback(
    async (credential: string) => {
      setMode('google');
      if (await session.loginWithGoogle(credential) && session.user) navigate(afterSignIn(session.user, from), { replace: true });
    },
    [session, navigate, from],
  );

  const serverError = session.error ? errorText(session.error) : null;
  const googleClientId = appConfigGoogleClientId();
  return (
    <RouteScreen>
      {notice === 'expired' ? <p className="form__notice" role="status">{t('login.sessionExpired')}</p> : null}
      <p className="page__lead">{t('login.lead')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('login.submit')}>
        <TextField
          name="email"
          label={t('login.email')}
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        {serverError && mode === 'login' ? <p className="form__alert" role="alert">{serverError}</p> : null}
        <Button type="submit" block disabled={session.pending}>{session.pending && mode === 'login' ? t('login.submitting') : t('login.submit')}</Button>
      </form>
      <div className="stack">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <Link to={from ? `/register?from=${encodeURIComponent(from)}` : '/register'}>{t('login.register')}</Link>
      </div>
      <p className="divider-text">{t('login.or')}</p>
      {googleClientId ? (
        <GoogleSignIn clientId={googleClientId} onCredential={(credential) => void signInWithGoogle(credential)} busy={session.pending && mode === 'google'} />
      ) : (
        <>
          <Button variant="secondary" block disabled aria-describedby="google-off">{t('login.google')}</Button>
          <p id="google-off" className="field__hint">{t('login.googleOff')}</p>
        </>
      )}
      {serverError && mode === 'google' ? <p className="form__alert" role="alert">{serverError}</p> : null}
      <section className="stack" aria-labelledby="guest-title">
        <h2 id="guest-title" className="section__title">{t('login.guestTitle')}</h2>
        <p className="field__hint">{t('login.guestLead')}</p>
        <form className="stack" onSubmit={submitGuest} noValidate aria-label={t('login.guestTitle')}>
          <TextField name="guest-name" label={t('login.guestName')} autoComplete="name" value={guestName} onChange={(e) => setGuestName(e.target.value)} error={guestErrors.name} />
          <TextField name="guest-contact" label={t('login.guestContact')} autoComplete="email" value={guestContact} onChange={(e) => setGuestContact(e.target.value)} error={guestErrors.contact} />
          {serverError && mode === 'guest' ? <p className="form__alert" role="alert">{serverError}</p> : null}
          <Button type="submit" variant="secondary" block disabled={session.pending}>{t('login.guestSubmit')}</Button>
        </form>
      </section>
    </RouteScreen>
  );
});
