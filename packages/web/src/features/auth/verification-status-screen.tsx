import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, type OtpChannel } from '@kado/domain';
import { SessionStore } from '@kado/stores';
import { Button, Section, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useRouteMeta } from '../../app/route-meta';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { useAuthTexts } from './use-auth-texts';

/** Where verification stands: unverified users (/guest-user, spec §4) and a verified email (/email-verified). */
export const Component = observer(function VerificationStatusScreen() {
  const { id } = useRouteMeta();
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeRedirect(params.get('from') ?? '/');

  if (id !== 'guest-user' || !session.user) {
    return (
      <RouteScreen>
        <p className="page__lead">{t(`${id === 'guest-user' ? 'guest-user' : 'email-verified'}.lead`)}</p>
        <Link className="button button--block" to={id === 'guest-user' ? '/login' : '/'}>{t(id === 'guest-user' ? 'login.submit' : 'email-verified.cta')}</Link>
      </RouteScreen>
    );
  }

  const verify = async (channel: OtpChannel) => {
    if (await session.resendOtp(channel)) {
      toast.show(t('register-otp.sent'));
      navigate(`/register/otp?via=${channel}&from=${encodeURIComponent(from)}`);
    }
  };

  return (
    <RouteScreen>
      <p className="page__lead">{t('guest-user.lead')}</p>
      <Section title={t('guest-user.section')}>
        <p>{t('guest-user.text')}</p>
      </Section>
      {session.error ? <p className="form__alert" role="alert">{errorText(session.error)}</p> : null}
      <div className="stack">
        {session.user.email ? (
          <Button block disabled={session.pending} onClick={() => void verify('email')}>{t('guest-user.cta', { channel: t('register-otp.viaEmail') })}</Button>
        ) : null}
        {session.user.phone ? (
          <Button block variant="secondary" disabled={session.pending} onClick={() => void verify('whatsapp')}>{t('guest-user.cta', { channel: t('register-otp.viaWhatsapp') })}</Button>
        ) : null}
      </div>
    </RouteScreen>
  );
});
