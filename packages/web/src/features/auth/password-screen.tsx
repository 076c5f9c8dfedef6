import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isEmailAddress } from '@kado/domain';
import { SessionStore } from '@kado/stores';
import { Button, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { useAuthTexts } from './use-auth-texts';

const ForgotPassword = observer(function ForgotPassword() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) {
      setError(t('validation.email'));
      return;
    }
    setError(undefined);
    if (await session.forgotPassword(email.trim())) {
      toast.show(t('register-otp.sent'));
      navigate(`/reset-password/otp?email=${encodeURIComponent(email.trim())}`);
    }
  };
  return (
    <RouteScreen>
      <p className="page__lead">{t('forgot-password.lead')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('forgot-password.submit')}>
        <TextField name="email" type="email" label={t('forgot-password.target')} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        {session.error ? <p className="form__alert" role="alert">{errorText(session.error)}</p> : null}
        <Button type="submit" block disabled={session.pending}>{t('forgot-password.submit')}</Button>
      </form>
    </RouteScreen>
  );
});

const ResetPassword = observer(function ResetPassword() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const state = useLocation().state as { email?: unknown; code?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : null;
  const code = typeof state?.code === 'string' ? state.code : null;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  if (!email || !code) {
    return (
      <RouteScreen>
        <p className="page__lead">{t('reset-password.missing')}</p>
        <Link className="button button--block" to="/forgot-password">{t('forgot-password.submit')}</Link>
      </RouteScreen>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: password.length >= 8 ? undefined : t('validation.password'),
      confirm: confirm === password ? undefined : t('validation.confirm'),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    if (await session.resetPassword(email, code, password)) {
      toast.show(t('reset-password.done'));
      navigate('/login', { replace: true });
    }
  };
  return (
    <RouteScreen>
      <p className="page__lead">{t('reset-password.lead')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('reset-password.submit')}>
        <TextField name="password" type="password" label={t('reset-password.password')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <TextField name="confirm" type="password" label={t('reset-password.confirm')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
        {session.error ? <p className="form__alert" role="alert">{errorText(session.error)}</p> : null}
        <Button type="submit" block disabled={session.pending}>{t('reset-password.submit')}</Button>
      </form>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/** /forgot-password: ask for a code. */
export const Component = ForgotPassword;

/** /reset-password: set the new password after the code. */
export const ResetPasswordRoute = ResetPassword;
