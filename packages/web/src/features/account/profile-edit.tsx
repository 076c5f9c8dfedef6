import type { ParseKeys } from 'i18next';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ProfileStore, type ProfileChange } from '@kado/stores';
import { ActionPopup, Button, Section, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';
import { initialOf } from './profile-home';

/** The portal accepts images up to 5 MB (docs/api-contract.md Media). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const TOAST_KEY: Record<ProfileChange, ParseKeys<'account-feature'>> = {
  profile: 'toast.profile',
  username: 'toast.username',
  photo: 'toast.photo',
  'photo-removed': 'toast.photoRemoved',
  background: 'toast.background',
  'background-removed': 'toast.backgroundRemoved',
  password: 'toast.password',
};

/** /profile/edit: photo and registry background, name, and the once-only username (spec §5). */
export const ProfileEdit = observer(function ProfileEdit() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const profile = useStore(ProfileStore);
  const navigate = useNavigate();
  const user = profile.user;
  const [name, setName] = useState(user?.name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [fileError, setFileError] = useState<string | null>(null);
  const [lockedOpen, setLockedOpen] = useState(false);
  const [touched, setTouched] = useState(false);

  // The extras are the route's data (profile-screen.tsx routeData).
  useEffect(() => profile.clearError(), [profile]);

  const done = (ok: boolean) => {
    if (ok && profile.lastChange) toast.show(t(TOAST_KEY[profile.lastChange]));
    return ok;
  };

  const pick = (upload: (file: Blob) => Promise<boolean>) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    if (!file.type.startsWith('image/')) return setFileError(t('edit.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return setFileError(t('edit.imageTooBig'));
    done(await upload(file));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !username.trim()) return;
    if (done(await profile.updateProfile({ name, username }))) navigate('/profile');
  };

  const locked = !profile.canChangeUsername;
  return (
    <RouteScreen>
      <Section title={t('edit.photo')}>
        <div className="acc-images">
          <div className="row">
            {user?.photoUrl
              ? <img className="acc-avatar" src={user.photoUrl} alt={t('profile.photoAlt', { name: user.name })} width={64} height={64} />
              : <span className="acc-avatar" aria-hidden="true">{initialOf(user?.name ?? '')}</span>}
            <label className="button button--secondary acc-file">
              {t('edit.choosePhoto')}
              <input type="file" accept="image/*" disabled={profile.pending} onChange={pick(profile.uploadPhoto)} aria-label={t('edit.choosePhoto')} />
            </label>
            {user?.photoUrl
              ? <Button variant="ghost" disabled={profile.pending} onClick={async () => done(await profile.deletePhoto())}>{t('edit.removePhoto')}</Button>
              : null}
          </div>
          <h3 className="acc-picker__label">{t('edit.background')}</h3>
          {profile.backgroundUrl
            ? <img className="acc-bg" src={profile.backgroundUrl} alt={t('edit.backgroundAlt')} width={390} height={130} />
            : <div className="acc-bg acc-bg--empty">{t('edit.noBackground')}</div>}
          <div className="row">
            <label className="button button--secondary acc-file">
              {t('edit.chooseBackground')}
              <input type="file" accept="image/*" disabled={profile.pending} onChange={pick(profile.uploadBackground)} aria-label={t('edit.chooseBackground')} />
            </label>
            {profile.backgroundUrl
              ? <Button variant="ghost" disabled={profile.pending} onClick={async () => done(await profile.deleteBackground())}>{t('edit.removeBackground')}</Button>
              : null}
          </div>
          {fileError ? <p className="acc-error" role="alert">{fileError}</p> : null}
        </div>
      </Section>
      <form className="acc-form" onSubmit={submit} noValidate>
        <TextField
          label={t('edit.name')}
          value={name}
          autoComplete="name"
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={touched && !name.trim() ? t('edit.nameRequired') : undefined}
        />
        <TextField
          label={t('edit.username')}
          value={username}
          autoComplete="username"
          readOnly={locked}
          maxLength={30}
          hint={t('edit.usernameNote')}
          onChange={(e) => setUsername(e.target.value.toLowerCase())}
          onClick={() => locked && setLockedOpen(true)}
          onKeyDown={(e) => locked && e.key !== 'Tab' && setLockedOpen(true)}
          error={touched && !username.trim() ? t('edit.usernameRequired') : undefined}
        />
        {profile.error ? <p className="acc-error" role="alert">{errorText(profile.error)}</p> : null}
        <Button type="submit" block disabled={profile.pending || !username.trim()}>
          {profile.pending ? t('common.saving') : t('common.save')}
        </Button>
      </form>
      <ActionPopup
        open={lockedOpen}
        title={t('edit.usernameLockedTitle')}
        text={t('edit.usernameLockedText')}
        positive={{ label: t('common.ok'), onClick: () => setLockedOpen(false) }}
      />
    </RouteScreen>
  );
});
