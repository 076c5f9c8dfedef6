import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isEmailAddress, isOtpCode, isPhoneNumber, normalisePhone, safeRedirect, type OtpChannel } from '@kado/domain';
import { RegistrationStore, SessionStore } from '@kado/stores';
import { Button, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { OtpInput } from './otp-input';
import { useAuthTexts } from './use-auth-texts';

/** Seconds before "Kirim ulang kode" may be pressed again. */
const RESEND_COOLDOWN_S = 60;

function useCooldown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const handle = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(handle);
  }, [left]);
  return [left, () => setLeft(RESEND_COOLDOWN_S)];
}

const VerifyOtp = observer(function VerifyOtp() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = session.user;
  const channel: OtpChannel = params.get('via') === 'whatsapp' || (!user?.email && user?.phone) ? 'whatsapp' : 'email';
  const from = safeRedirect(params.get('from') ?? '/');
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const [cooldown, startCooldown] = useCooldown();
  const target = channel === 'email' ? user?.email : user?.phone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpCode(code)) {
      setLocalError(t('validation.code'));
      return;
    }
    setLocalError(undefined);
    if (await session.verifyOtp(channel, code)) {
      toast.show(t('register-otp.verified'));
      navigate(from, { replace: true });
    }
  };

  const resend = async () => {
    if (cooldown > 0) return;
    if (await session.resendOtp(channel)) {
      startCooldown();
      toast.show(t('register-otp.sent'));
    }
  };

  const switchTo = (via: OtpChannel) => {
    session.clearError();
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('via', via);
      return next;
    }, { replace: true });
  };

  const error = localError ?? (session.error ? errorText(session.error) : undefined);
  return (
    <RouteScreen>
      <p className="page__lead">{target ? t('register-otp.lead', { target }) : t('register-otp.leadNoTarget')}</p>
      <div className="segmented" role="group" aria-label={t('register-otp.channel')}>
        <Button variant={channel === 'email' ? 'primary' : 'secondary'} aria-pressed={channel === 'email'} disabled={!user?.email} onClick={() => switchTo('email')}>{t('register-otp.viaEmail')}</Button>
        <Button variant={channel === 'whatsapp' ? 'primary' : 'secondary'} aria-pressed={channel === 'whatsapp'} disabled={!user?.phone} onClick={() => switchTo('whatsapp')}>{t('register-otp.viaWhatsapp')}</Button>
      </div>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('register-otp.code')}>
        <OtpInput value={code} onChange={setCode} labelFor={(n) => t('register-otp.digit', { n })} invalid={Boolean(error)} describedBy={error ? 'otp-error' : undefined} />
        {error ? <p id="otp-error" className="form__alert" role="alert">{error}</p> : null}
        <Button type="submit" block disabled={session.pending}>{t('register-otp.submit')}</Button>
      </form>
      <div className="stack">
        <Button variant="ghost" block onClick={resend} disabled={cooldown > 0 || session.pending}>
          {cooldown > 0 ? t('register-otp.resendIn', { seconds: cooldown }) : t('register-otp.resend')}
        </Button>
        <Link to={`/register/otp/change-data?via=${channel}`}>{t('register-otp.change')}</Link>
      </div>
    </RouteScreen>
  );
});

const ChangeTarget = observer(function ChangeTarget() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const registration = useStore(RegistrationStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const via: OtpChannel = params.get('via') === 'whatsapp' ? 'whatsapp' : 'email';
  const [email, setEmail] = useState(session.user?.email ?? '');
  const [phone, setPhone] = useState(session.user?.phone ?? '');
  const [errors, setErrors] = useState<{ email?: string; phone?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: email.trim() === '' || isEmailAddress(email) ? undefined : t('validation.email'),
      phone: phone.trim() === '' || isPhoneNumber(phone) ? undefined : t('validation.phone'),
    };
    setErrors(next);
    if (next.email || next.phone) return;
    const input: { email?: string; phone?: string } = {};
    if (email.trim() && email.trim() !== session.user?.email) input.email = email.trim();
    if (phone.trim() && normalisePhone(phone) !== session.user?.phone) input.phone = normalisePhone(phone);
    if (Object.keys(input).length > 0 && !(await registration.saveContact(input))) return;
    const channel: OtpChannel = input.phone ? 'whatsapp' : input.email ? 'email' : via;
    if (await session.resendOtp(channel)) toast.show(t('register-otp.sent'));
    navigate(`/register/otp?via=${channel}`, { replace: true });
  };

  return (
    <RouteScreen>
      <p className="page__lead">{t('register-otp-change.lead')}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('register-otp-change.submit')}>
        <TextField name="email" type="email" label={t('register-otp-change.email')} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField name="phone" type="tel" label={t('register-otp-change.phone')} autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} />
        {registration.error ? <p className="form__alert" role="alert">{errorText(registration.error)}</p> : null}
        <Button type="submit" block disabled={registration.pending || session.pending}>{t('register-otp-change.submit')}</Button>
      </form>
    </RouteScreen>
  );
});

const ResetOtp = observer(function ResetOtp() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const [cooldown, startCooldown] = useCooldown();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOtpCode(code)) {
      setLocalError(t('validation.code'));
      return;
    }
    setLocalError(undefined);
    if (await session.verifyResetOtp(email, code)) navigate('/reset-password', { replace: true, state: { email, code } });
  };
  const resend = async () => {
    if (cooldown > 0) return;
    if (await session.forgotPassword(email)) {
      startCooldown();
      toast.show(t('register-otp.sent'));
    }
  };
  const error = localError ?? (session.error ? errorText(session.error) : undefined);
  return (
    <RouteScreen>
      <p className="page__lead">{t('reset-password-otp.lead', { target: email })}</p>
      <form className="stack" onSubmit={submit} noValidate aria-label={t('reset-password-otp.code')}>
        <OtpInput value={code} onChange={setCode} labelFor={(n) => t('register-otp.digit', { n })} invalid={Boolean(error)} />
        {error ? <p className="form__alert" role="alert">{error}</p> : null}
        <Button type="submit" block disabled={session.pending}>{t('reset-password-otp.submit')}</Button>
      </form>
      <Button variant="ghost" block onClick={resend} disabled={cooldown > 0 || session.pending || !email}>
        {cooldown > 0 ? t('register-otp.resendIn', { seconds: cooldown }) : t('reset-password-otp.resend')}
      </Button>
    </RouteScreen>
  );
});

// One-time-code pages: the routes of route-table.ts name the export each one renders.

/** /register/otp */
export const Component = VerifyOtp;

/** /register/otp/change-data */
export const RegisterOtpChangeRoute = ChangeTarget;

/** /reset-password/otp */
export const ResetPasswordOtpRoute = ResetOtp;
