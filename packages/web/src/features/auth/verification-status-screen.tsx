import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, type OtpChannel } from '@kado/domain';
import { SessionStore } from '@kado/stores';
import { Button, Section, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { useAuthTexts } from './use-auth-texts';

// Where verification stands: the routes of route-table.ts name the export each one renders.

/** /email-verified: a verified email. */
export function EmailVerifiedRoute() {
  const { t } = useAuthTexts();
  return (
    <RouteScreen>
      <p className="page__lead">{t('email-verified.lead')}</p>
      <Link className="button button--block" to="/">{t('email-verified.cta')}</Link>
    </RouteScreen>
  );
}

/** /guest-user: an unverified user (spec §4) verifies by email or WhatsApp; a visitor without a session signs in. */
export const Component = observer(function GuestUserScreen() {
  const { t } = useAuthTexts();
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeRedirect(params.get('from') ?? '/');

  if (!session.user) {
    return (
      <RouteScreen>
        <p className="page__lead">{t('guest-user.lead')}</p>
        <Link className="button button--block" to="/login">{t('login.submit')}</Link>
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
