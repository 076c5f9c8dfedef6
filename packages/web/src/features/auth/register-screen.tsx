import { Link } from 'react-router-dom';
import { FormScreen } from '../../app/form-screen';
import { useRouteMeta } from '../../app/route-meta';
import { usePageTexts } from '../../app/page-texts';
import { authId } from '../../i18n/pages/auth.id';

/** Sign up (/register, blue header) and completing a missing phone (/register/complete-registration-data). */
export function Component() {
  const { id } = useRouteMeta();
  const { t } = usePageTexts('auth', authId);
  if (id === 'register-complete') {
    return (
      <FormScreen
        ns="auth"
        texts={authId}
        fields={[{ name: 'phone', labelKey: 'register-complete.phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true }]}
        submitKey="register-complete.submit"
      />
    );
  }
  return (
    <FormScreen
      ns="auth"
      texts={authId}
      fields={[
        { name: 'name', labelKey: 'register.name', autoComplete: 'name', required: true },
        { name: 'email', labelKey: 'register.email', type: 'email', inputMode: 'email', autoComplete: 'email', required: true },
        { name: 'phone', labelKey: 'register.phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true },
        { name: 'password', labelKey: 'register.password', type: 'password', autoComplete: 'new-password', required: true },
      ]}
      submitKey="register.submit"
      after={<Link to="/login">{t('register.login')}</Link>}
    />
  );
}
