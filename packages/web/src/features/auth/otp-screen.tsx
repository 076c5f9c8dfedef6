import { Link } from 'react-router-dom';
import { Button } from '../../ui';
import { FormScreen } from '../../app/form-screen';
import { useRouteMeta } from '../../app/route-meta';
import { usePageTexts } from '../../app/page-texts';
import { authId } from '../../i18n/pages/auth.id';

/** One-time-code pages: /register/otp, /register/otp/change-data and /reset-password/otp. */
export function Component() {
  const { id } = useRouteMeta();
  const { t } = usePageTexts('auth', authId);
  if (id === 'register-otp-change') {
    return (
      <FormScreen
        ns="auth"
        texts={authId}
        fields={[{ name: 'target', labelKey: 'register-otp-change.target', autoComplete: 'username', required: true }]}
        submitKey="register-otp-change.submit"
      />
    );
  }
  return (
    <FormScreen
      ns="auth"
      texts={authId}
      fields={[{ name: 'code', labelKey: `${id}.code`, inputMode: 'numeric', autoComplete: 'one-time-code', required: true }]}
      submitKey={`${id}.submit`}
      after={
        <div className="stack">
          <Button variant="secondary" block>{t(`${id}.resend`)}</Button>
          {id === 'register-otp' ? <Link to="/register/otp/change-data">{t('register-otp.change')}</Link> : null}
        </div>
      }
    />
  );
}
