import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateId, type Child } from '@kado/domain';
import { ChildrenStore } from '@kado/stores';
import { ActionPopup, Button, EmptyState, ErrorState, Section, Skeleton, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';
import type { ScreenData } from '../../app/route-data';

/** /child: the children, the default one marked, with make-default, edit and delete (confirmed). */
const ChildList = observer(function ChildList() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = useStore(ChildrenStore);
  const [removing, setRemoving] = useState<Child | null>(null);

  // The children are the route's data (routeData below).
  useEffect(() => store.clearActionError(), [store]);

  const makeDefault = async (id: string) => {
    if (await store.setDefault(id)) toast.show(t('toast.child'));
  };
  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (target && (await store.remove(target.id))) toast.show(t('toast.childRemoved'));
  };

  const loading = store.status === 'loading' && store.children.length === 0;
  return (
    <RouteScreen error={store.status === 'error' ? errorText(store.error) : undefined} onRetry={() => void store.load()}>
      <Section title={t('child.listTitle')}>
        <div className="stack">
          {store.actionError ? <p className="acc-alert" role="alert">{errorText(store.actionError)}</p> : null}
          {loading ? <Skeleton height="5rem" /> : null}
          {!loading && store.status === 'ready' && store.children.length === 0 ? <EmptyState title={t('child.empty')} text="" /> : null}
          <ul className="acc-list">
            {store.children.map((c) => (
              <li key={c.id} className={`acc-item${c.isDefault ? ' acc-item--primary' : ''}`} data-testid="child-item">
                <div className="acc-item__head">
                  <h3 className="acc-item__title">{c.name}</h3>
                  {c.isDefault ? <span className="acc-tag">{t('child.default')}</span> : null}
                </div>
                {c.birthDate ? <p className="acc-item__text">{t(store.birthKind(c) === 'due' ? 'child.due' : 'child.born', { date: formatDateId(c.birthDate) ?? c.birthDate })}</p> : null}
                {c.gender ? <p className="acc-item__text">{t(`child.${c.gender}`)}</p> : null}
                <div className="acc-item__actions">
                  <Link className="button button--secondary" to={`/child/add?id=${encodeURIComponent(c.id)}`} aria-label={`${t('common.edit')} ${c.name}`}>{t('common.edit')}</Link>
                  {!c.isDefault ? <Button variant="secondary" disabled={store.pending} onClick={() => void makeDefault(c.id)} aria-label={`${t('child.makeDefault')} ${c.name}`}>{t('child.makeDefault')}</Button> : null}
                  <Button variant="ghost" disabled={store.pending} onClick={() => setRemoving(c)} aria-label={`${t('common.delete')} ${c.name}`}>{t('common.delete')}</Button>
                </div>
              </li>
            ))}
          </ul>
          <Link className="button" to="/child/add">{t('child.add')}</Link>
        </div>
      </Section>
      <ActionPopup
        open={removing !== null}
        title={t('child.deleteTitle')}
        text={removing ? t('child.deleteText', { name: removing.name }) : undefined}
        positive={{ label: t('common.delete'), onClick: () => void confirmRemove() }}
        negative={{ label: t('common.cancel'), onClick: () => setRemoving(null) }}
      />
    </RouteScreen>
  );
});

/** /child/add (and ?id= to edit, decision 0163): name, birth date, gender and the default mark. Scroll is locked by the shell. */
const ChildForm = observer(function ChildForm() {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const store = useStore(ChildrenStore);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const editId = query.get('id');
  const editing = editId ? store.byId(editId) : null;
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [gender, setGender] = useState<'male' | 'female' | ''>('');
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState(false);
  const [filledFor, setFilledFor] = useState<string | null>(null);

  useEffect(() => store.clearActionError(), [store]);

  // Fill the form once the child to edit is known (after a direct visit the list loads first).
  if (editing && filledFor !== editing.id) {
    setFilledFor(editing.id);
    setName(editing.name);
    setBirthDate(editing.birthDate?.slice(0, 10) ?? '');
    setGender(editing.gender ?? '');
    setIsDefault(editing.isDefault);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    const input = { name: name.trim(), birthDate: birthDate || null, gender: gender || null, isDefault };
    const ok = editId ? await store.update(editId, input) : await store.create(input);
    if (ok) {
      toast.show(t(editId ? 'toast.child' : 'toast.childAdded'));
      navigate('/child', { replace: true });
    }
  };

  if (editId && !editing) {
    if (store.status === 'error') return <RouteScreen><ErrorState message={errorText(store.error)} onRetry={() => void store.load()} /></RouteScreen>;
    if (store.status === 'ready') return <RouteScreen><EmptyState title={t('child.notFound')} text="" /></RouteScreen>;
    return <RouteScreen><Skeleton height="16rem" /></RouteScreen>;
  }
  return (
    <RouteScreen title={editId ? t('child.editTitle') : undefined}>
      <form className="acc-form" onSubmit={submit} noValidate aria-label={t('child.formTitle')}>
        <TextField label={t('child.name')} value={name} maxLength={100} autoComplete="off" onChange={(e) => setName(e.target.value)} error={touched && !name.trim() ? t('child.nameRequired') : undefined} />
        <TextField label={t('child.birth')} type="date" hint={t('child.birthHint')} value={birthDate} onChange={(e) => setBirthDate(e.target.value)} />
        <fieldset className="acc-options">
          <legend className="acc-picker__label">{t('child.gender')}</legend>
          {(['male', 'female', ''] as const).map((g) => (
            <label key={g || 'unknown'} className="acc-option">
              <input type="radio" name="gender" checked={gender === g} onChange={() => setGender(g)} />
              <span>{t(`child.${g || 'unknown'}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="acc-check">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
          <span>{t('child.setDefault')}</span>
        </label>
        {store.actionError ? <p className="acc-alert" role="alert">{errorText(store.actionError)}</p> : null}
        <Button type="submit" block disabled={store.pending}>{store.pending ? t('common.saving') : t('common.save')}</Button>
      </form>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/**
 * The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData): the list
 * reads the children again on each visit; the form (`?id=` names the child to edit) reads them only when unknown.
 */
export const routeData: ScreenData = {
  Component: async (container) => container.get(ChildrenStore).ensureChildren(),
  ChildAddRoute: async (container) => container.get(ChildrenStore).whenLoaded(),
};

/** /child: the children profiles. */
export const Component = ChildList;

/** /child/add: adding or editing one. */
export const ChildAddRoute = ChildForm;
