import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isEmailAddress, isPhoneNumber, normalisePhone, safeRedirect } from '@kado/domain';
import { RegistrationStore, SessionStore } from '@kado/stores';
import { Button, TextField } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { useAuthTexts } from './use-auth-texts';

type Field = 'name' | 'email' | 'phone' | 'password';

const Register = observer(function Register() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeRedirect(params.get('from') ?? '/');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const serverFieldError = (field: string): string | undefined =>
    session.error?.kind === 'validation' ? session.error.fieldErrors[field]?.[0] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      name: values.name.trim() ? undefined : t('validation.required', { field: t('register.name') }),
      email: isEmailAddress(values.email) ? undefined : t('validation.email'),
      phone: isPhoneNumber(values.phone) ? undefined : t('validation.phone'),
      password: values.password.length >= 8 ? undefined : t('validation.password'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const ok = await session.register({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: normalisePhone(values.phone),
      password: values.password,
    });
    if (ok) navigate(`/register/otp?via=email&from=${encodeURIComponent(from)}`, { replace: true });
  };

  return (
    <RouteScreen>
      <p className="page__lead">{t('register.lead')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('register.submit')}>
        <TextField name="name" label={t('register.name')} autoComplete="name" value={values.name} onChange={set('name')} error={errors.name ?? serverFieldError('name')} />
        <TextField name="email" type="email" label={t('register.email')} autoComplete="email" inputMode="email" value={values.email} onChange={set('email')} error={errors.email ?? serverFieldError('email')} />
        <TextField name="phone" type="tel" label={t('register.phone')} hint={t('register.phoneHint')} autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')} error={errors.phone ?? serverFieldError('phone')} />
        <TextField name="password" type="password" label={t('register.password')} hint={t('register.passwordHint')} autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password ?? serverFieldError('password')} />
        {session.error && session.error.kind !== 'validation' ? <p className="form__alert" role="alert">{errorText(session.error)}</p> : null}
        <Button type="submit" block disabled={session.pending}>{t('register.submit')}</Button>
      </form>
      <Link to="/login">{t('register.login')}</Link>
    </RouteScreen>
  );
});

const CompleteRegistration = observer(function CompleteRegistration() {
  const { t } = useAuthTexts();
  const registration = useStore(RegistrationStore);
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(session.user?.phone ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = normalisePhone(phone);
    if (!isPhoneNumber(value)) {
      setError(t('validation.phone'));
      return;
    }
    setError(undefined);
    if (await registration.saveContact({ phone: value })) {
      void session.resendOtp('whatsapp');
      navigate('/register/otp?via=whatsapp', { replace: true });
    }
  };

  return (
    <RouteScreen back={false}>
      <p className="page__lead">{t('register-complete.lead')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('register-complete.submit')}>
        <TextField name="phone" type="tel" label={t('register-complete.phone')} hint={t('register.phoneHint')} autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={error} />
        {registration.error ? <p className="form__alert" role="alert">{errorText(registration.error)}</p> : null}
        <Button type="submit" block disabled={registration.pending}>{t('register-complete.submit')}</Button>
      </form>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/** /register: a new account, then OTP. */
export const Component = Register;

/** /register/complete-registration-data: a phone for phone-less users. */
export const RegisterCompleteRoute = CompleteRegistration;
