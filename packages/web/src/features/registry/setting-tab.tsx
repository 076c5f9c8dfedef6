import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { DEFAULT_REGISTRY_DESCRIPTION, registryDisplayName } from '@kado/domain';
import { RegistryOwnerStore } from '@kado/stores';
import { Button, TextField, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';
import { OwnerGiftList } from './owner-gift-list';
import { SurpriseSettingsCard } from './surprise-settings';

/** The editable registry profile: name and description, prefilled with the spec §3 defaults. */
export const RegistryProfileForm = observer(function RegistryProfileForm({ onSaved, submitLabel }: { readonly onSaved?: () => void; readonly submitLabel?: string }) {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryOwnerStore);
  const registry = store.registry;
  const [name, setName] = useState(() => store.displayName);
  const [description, setDescription] = useState(() => store.description);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    // Follows the registry until the owner starts typing (never overwrites what was typed).
    if (!touched && registry) {
      setName(registryDisplayName(registry.name, registry.owner.name));
      setDescription(registry.description.trim() === '' ? DEFAULT_REGISTRY_DESCRIPTION : registry.description);
    }
  }, [registry, touched]);

  const save = async () => {
    const ok = await store.saveProfile({ name, description });
    if (ok) {
      setTouched(false);
      toast.show(t('toast.profileSaved'));
      onSaved?.();
    }
  };

  return (
    <form
      className="card stack"
      aria-label={t('setting.profileTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className="section__title">{t('setting.profileTitle')}</h2>
      <TextField
        label={t('setting.name')}
        value={name}
        maxLength={100}
        onChange={(e) => {
          setTouched(true);
          setName(e.target.value);
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor="registry-description">{t('setting.description')}</label>
        <textarea
          id="registry-description"
          className="field__input field__textarea"
          rows={4}
          maxLength={1000}
          value={description}
          onChange={(e) => {
            setTouched(true);
            setDescription(e.target.value);
          }}
        />
      </div>
      {store.saveError ? <p className="field__error" role="alert">{errorText(t, store.saveError)}</p> : null}
      <Button type="submit" disabled={store.saving}>{submitLabel ?? t('setting.save')}</Button>
    </form>
  );
});

/** Atur Registry (spec §2, the default tab): the profile, the items and the ways to add more. */
export const SettingTab = observer(function SettingTab() {
  const { t } = useRegistryTexts();
  return (
    <div className="stack registry-tab">
      <RegistryProfileForm />
      <SurpriseSettingsCard />
      <section className="section" aria-labelledby="registry-items-title">
        <h2 id="registry-items-title" className="section__title">{t('setting.itemsTitle')}</h2>
        <div className="row row--wrap">
          <Link className="button button--small" to="/registry/list-product">{t('setting.addCatalogue')}</Link>
          <Link className="button button--secondary button--small" to="/registry/create-external-product">{t('setting.addExternal')}</Link>
          <Link className="button button--ghost button--small" to="/registry/address-book">{t('setting.addressBook')}</Link>
        </div>
        <OwnerGiftList detailBase="/registry/ucapan" />
      </section>
    </div>
  );
});
