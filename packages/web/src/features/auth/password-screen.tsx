import { FormScreen } from '../../app/form-screen';
import { useRouteMeta } from '../../app/route-meta';
import { authId } from '../../i18n/pages/auth.id';

/** Forgotten password (/forgot-password) and setting a new one (/reset-password). */
export function Component() {
  const { id } = useRouteMeta();
  if (id === 'reset-password') {
    return (
      <FormScreen
        ns="auth"
        texts={authId}
        fields={[
          { name: 'password', labelKey: 'reset-password.password', type: 'password', autoComplete: 'new-password', required: true },
          { name: 'password_confirmation', labelKey: 'reset-password.confirm', type: 'password', autoComplete: 'new-password', required: true },
        ]}
        submitKey="reset-password.submit"
      />
    );
  }
  return (
    <FormScreen
      ns="auth"
      texts={authId}
      fields={[{ name: 'target', labelKey: 'forgot-password.target', autoComplete: 'username', required: true }]}
      submitKey="forgot-password.submit"
    />
  );
}
