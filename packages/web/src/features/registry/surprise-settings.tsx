import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatDateId } from '@kado/domain';
import { OwnerGiftsStore, SurpriseStore } from '@kado/stores';
import { Button, ErrorState, Skeleton, TextField, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { useFollowUpTexts } from './use-follow-up-texts';
import './follow-up.css';

/** One line on where the owner's surprise stands now, as the portal says. */
const SurpriseStatus = observer(function SurpriseStatus() {
  const { t } = useFollowUpTexts();
  const state = useStore(SurpriseStore).state;
  if (!state) return null;
  const date = state.revealAt ? formatDateId(state.revealAt) : null;
  let text: string;
  if (!state.settings.enabled) text = t('surprise.statusOff');
  else if (!state.namesHidden) text = t('surprise.statusRevealed');
  else text = date ? t('surprise.statusOn', { date }) : t('surprise.statusNoDate');
  return <p className="notice" data-testid="surprise-status">{text}</p>;
});

/** Atur Registry: the owner turns surprise mode on, picks her reveal day (default: her due date, HPL). */
export const SurpriseSettingsCard = observer(function SurpriseSettingsCard() {
  const { t } = useFollowUpTexts();
  const store = useStore(SurpriseStore);
  const owner = useStore(OwnerGiftsStore);
  const [draft, setDraft] = useState({ enabled: false, hideTaken: false, revealOn: '', dueDate: '' });
  const [touched, setTouched] = useState(false);

  // The settings are read by the route's loader (owner-setting-screen).
  useEffect(() => {
    // Follows the portal until she starts changing it; what she typed is never overwritten.
    const s = store.state?.settings;
    if (s && !touched) setDraft({ enabled: s.enabled, hideTaken: s.hideTaken, revealOn: s.revealOn ?? '', dueDate: s.dueDate ?? '' });
  }, [store.state, touched]);

  if (store.status === 'error' && !store.state) return <ErrorState message={errorTextOf(t, store.error)} onRetry={() => void store.load()} />;
  if (!store.state) return <Skeleton height="10rem" />;
  const change = (patch: Partial<typeof draft>) => {
    setTouched(true);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const save = async () => {
    const ok = await store.save({ enabled: draft.enabled, hideTaken: draft.enabled && draft.hideTaken, revealOn: draft.revealOn || null, dueDate: draft.dueDate || null });
    if (ok) {
      setTouched(false);
      toast.show(t('surprise.saved'));
      // The list on screen was sent under the previous setting: ask again, so names go (or come) at once.
      void owner.loadGifts();
    }
  };
  const dueDate = draft.dueDate ? formatDateId(draft.dueDate) : null;
  return (
    <form
      className="card stack"
      aria-labelledby="surprise-title"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="surprise-title" className="section__title">{t('surprise.title')}</h2>
      <p className="fu-muted">{t('surprise.lead')}</p>
      <SurpriseStatus />
      <label className="fu-check">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => change({ enabled: e.target.checked })} />
        <span>{t('surprise.enable')}</span>
      </label>
      <label className="fu-check">
        <input type="checkbox" checked={draft.enabled && draft.hideTaken} disabled={!draft.enabled} onChange={(e) => change({ hideTaken: e.target.checked })} />
        <span>{t('surprise.hideTaken')}</span>
      </label>
      <TextField label={t('surprise.dueDate')} type="date" value={draft.dueDate} onChange={(e) => change({ dueDate: e.target.value })} error={store.fieldErrors.due_date} />
      <TextField
        label={t('surprise.revealOn')}
        type="date"
        value={draft.revealOn}
        disabled={!draft.enabled}
        onChange={(e) => change({ revealOn: e.target.value })}
        hint={dueDate ? `${t('surprise.revealHint')} (${dueDate})` : t('surprise.revealHint')}
        error={store.fieldErrors.reveal_on}
      />
      {store.saveError && store.saveError.kind !== 'validation' ? <p className="field__error" role="alert">{errorTextOf(t, store.saveError)}</p> : null}
      <Button type="submit" disabled={store.saving}>{t('surprise.save')}</Button>
    </form>
  );
});
