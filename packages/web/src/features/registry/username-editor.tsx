import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { RegistryOwnerStore } from '@kado/stores';
import { ActionPopup, Button, Modal, TextField, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';

/**
 * The edit-username button with its editor (spec §5): the note 'Username hanya dapat diubah satu kali',
 * Simpan disabled while empty; once changed, the button opens the 'Username sudah diubah' popup instead.
 */
export const UsernameEditor = observer(function UsernameEditor() {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryOwnerStore);
  const [open, setOpen] = useState(false);
  const [locked, setLocked] = useState(false);
  const [value, setValue] = useState('');
  const titleId = useId();
  const noteId = useId();

  const start = () => {
    if (!store.canChangeUsername) {
      setLocked(true);
      return;
    }
    store.clearUsernameError();
    setValue(store.username);
    setOpen(true);
  };

  const save = async () => {
    if (value.trim() === '' || store.saving) return;
    if (!store.canChangeUsername) {
      setOpen(false);
      setLocked(true);
      return;
    }
    const ok = await store.changeUsername(value);
    if (ok) {
      setOpen(false);
      toast.show(t('toast.username'));
    } else if (store.usernameError?.kind === 'forbidden') {
      setOpen(false);
      setLocked(true);
    }
  };

  const fieldError = store.usernameError && store.usernameError.kind !== 'forbidden' && value.trim() !== '' ? errorText(t, store.usernameError) : undefined;

  return (
    <>
      <Button variant="ghost" className="button--small" onClick={start} aria-haspopup="dialog">{t('header.editUsername')}</Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={noteId}>
        <h2 id={titleId} className="modal__title">{t('username.title')}</h2>
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('username.label')}
            value={value}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError}
          />
          <p id={noteId} className="field__hint">{t('username.note')}</p>
          <div className="modal__actions">
            <Button variant="secondary" onClick={() => setOpen(false)}>{t('username.cancel')}</Button>
            <Button type="submit" disabled={value.trim() === '' || store.saving}>{t('username.save')}</Button>
          </div>
        </form>
      </Modal>
      <ActionPopup
        open={locked}
        title={t('username.lockedTitle')}
        text={t('username.lockedText')}
        positive={{ label: t('username.lockedOk'), onClick: () => setLocked(false) }}
      />
    </>
  );
});
