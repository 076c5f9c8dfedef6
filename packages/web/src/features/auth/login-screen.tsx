import { Link } from 'react-router-dom';
import { FormScreen } from '../../app/form-screen';
import { usePageTexts } from '../../app/page-texts';
import { authId } from '../../i18n/pages/auth.id';

/** Log in (/login, blue header). The lead wires submit, `from` and the Google button. */
export function Component() {
  const { t } = usePageTexts('auth', authId);
  return (
    <FormScreen
      ns="auth"
      texts={authId}
      fields={[
        { name: 'email', labelKey: 'login.email', autoComplete: 'username', inputMode: 'email', required: true },
        { name: 'password', labelKey: 'login.password', type: 'password', autoComplete: 'current-password', required: true },
      ]}
      submitKey="login.submit"
      after={
        <div className="stack">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
          <Link to="/register">{t('login.register')}</Link>
        </div>
      }
    />
  );
}
