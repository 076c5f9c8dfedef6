import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ProfileStore } from '@kado/stores';
import { Button, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';

const MIN_PASSWORD = 8;

/** /profile/change-password: current, new and repeated password, checked before the portal sees them. */
export const ChangePassword = observer(function ChangePassword() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const profile = useStore(ProfileStore);
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);

  const problems = {
    current: !current ? t('password.required') : undefined,
    next: !next ? t('password.required') : next.length < MIN_PASSWORD ? t('password.tooShort') : undefined,
    confirm: confirm !== next ? t('password.mismatch') : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.current || problems.next || problems.confirm) return;
    if (await profile.changePassword({ currentPassword: current, password: next, passwordConfirmation: confirm })) {
      toast.show(t('toast.password'));
      navigate('/profile');
    }
  };

  return (
    <RouteScreen>
      <form className="acc-form" onSubmit={submit} noValidate>
        <TextField label={t('password.current')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={touched ? problems.current : undefined} />
        <TextField label={t('password.next')} type="password" autoComplete="new-password" hint={t('password.hint')} value={next} onChange={(e) => setNext(e.target.value)} error={touched ? problems.next : undefined} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={touched ? problems.confirm : undefined} />
        {profile.error ? <p className="acc-error" role="alert">{errorText(profile.error)}</p> : null}
        <Button type="submit" block disabled={profile.pending}>{profile.pending ? t('common.saving') : t('common.save')}</Button>
      </form>
    </RouteScreen>
  );
});
