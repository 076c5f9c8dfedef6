import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { giverViewPath } from '@kado/domain';
import { RegistryOwnerStore, RegistryShareStore } from '@kado/stores';
import { ActionPopup, ErrorState, Skeleton, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';
import { UsernameEditor } from './username-editor';
import { copyText } from './copy-link';

/**
 * The registry layout's header (spec §2): name, link path registry/{username}, edit-username, Tampilkan,
 * Publik/Privat and the Alamat dropdown. Skeleton while the registry loads; a failed load offers a retry.
 */
export const RegistryHeader = observer(function RegistryHeader() {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryOwnerStore);
  const share = useStore(RegistryShareStore);
  const addressId = useId();
  const { pathname } = useLocation();
  // Decision 0461: making the registry private and showing the full address each ask first.
  const [confirming, setConfirming] = useState<'private' | 'full-address' | null>(null);
  const registry = store.registry;

  if (registry === null && store.status === 'error') {
    return <ErrorState message={`${t('layout.loadFailed')} ${errorText(t, store.error)}`} onRetry={() => void store.load()} />;
  }
  if (registry === null) {
    return (
      <div className="registry-header" aria-busy="true" data-testid="registry-header-skeleton">
        <span className="visually-hidden">{t('layout.loading')}</span>
        <Skeleton height="1.5rem" width="70%" />
        <Skeleton height="1rem" width="50%" />
        <Skeleton height="2.75rem" />
      </div>
    );
  }

  const setPublic = async (next: boolean) => {
    setConfirming(null);
    const ok = await store.setPublic(next);
    toast.show(ok ? t(next ? 'toast.madePublic' : 'toast.madePrivate') : errorText(t, store.saveError));
  };
  const togglePublic = () => {
    if (registry.isPublic) setConfirming('private');
    else void setPublic(true);
  };

  const setAddress = async (visible: boolean) => {
    if (visible === registry.owner.isRegistryAddressVisible) return;
    const ok = await store.setAddressVisible(visible);
    toast.show(ok ? t(visible ? 'toast.addressShown' : 'toast.addressHidden') : errorText(t, store.saveError));
  };

  const setDetail = async (detail: boolean) => {
    setConfirming(null);
    const ok = await store.setAddressDetailVisible(detail);
    toast.show(ok ? t(detail ? 'toast.addressDetailShown' : 'toast.addressDetailHidden') : errorText(t, store.saveError));
  };
  // Spec §8: the header's copy of the registry link says 'Link registry disalin ke clipboard'.
  const copyLink = async () => {
    const link = share.linkFor(window.location.origin);
    if (await copyText(link)) {
      toast.show(t('toast.linkRegistryCopied'));
      void share.recordCopy(link);
    }
  };
  const owner = registry.owner;
  // 7c: the setting says what guests will see.
  const sees = !owner.isRegistryAddressVisible ? 'addressBook.seesMasked' : owner.isRegistryAddressDetailVisible ? 'addressBook.seesFull' : 'addressBook.seesArea';

  return (
    <section className="registry-header" aria-label={store.displayName}>
      <h2 className="registry-header__name">{store.displayName}</h2>
      <p className="registry-header__link">
        <span className="visually-hidden">{t('header.linkLabel')}: </span>
        <span data-testid="registry-link-path">{store.linkPath}</span>
        <button type="button" className="button button--ghost button--small" onClick={() => void copyLink()} aria-label={t('header.copyLinkLabel')}>
          {t('header.copyLink')}
        </button>
        <UsernameEditor />
      </p>
      <div className="registry-header__buttons">
        <Link className="button button--secondary button--small" to={giverViewPath(store.username, pathname)} aria-label={t('header.previewLabel')}>{t('header.preview')}</Link>
        <button
          type="button"
          className={`button button--small ${registry.isPublic ? '' : 'button--secondary'}`}
          aria-pressed={registry.isPublic}
          aria-label={`${t('header.visibilityLabel')}: ${registry.isPublic ? t('header.public') : t('header.private')}`}
          disabled={store.saving}
          onClick={togglePublic}
          data-testid="visibility-toggle"
        >
          {registry.isPublic ? t('header.public') : t('header.private')}
        </button>
        <label className="registry-header__address" htmlFor={addressId}>
          <span className="registry-header__address-label">{t('header.address')}</span>
          <select
            id={addressId}
            className="field__input field__input--small"
            value={registry.owner.isRegistryAddressVisible ? 'shown' : 'hidden'}
            disabled={store.saving}
            onChange={(e) => void setAddress(e.target.value === 'shown')}
          >
            <option value="shown">{t('header.addressShown')}</option>
            <option value="hidden">{t('header.addressHidden')}</option>
          </select>
        </label>
      </div>
      <p className="field__hint">{registry.isPublic ? t('header.publicHint') : t('header.privateHint')}</p>
      {owner.isRegistryAddressVisible ? (
        <label className="row registry-header__detail">
          <input type="checkbox" checked={owner.isRegistryAddressDetailVisible} disabled={store.saving} onChange={(e) => (e.target.checked ? setConfirming('full-address') : void setDetail(false))} />
          <span>{t('addressBook.detailToggle')}</span>
        </label>
      ) : null}
      <p className="field__hint" data-testid="address-visibility-hint">{t(sees)}</p>
      <ActionPopup
        open={confirming === 'private'}
        title={t('header.confirmPrivateTitle')}
        text={t('header.confirmPrivateText')}
        positive={{ label: t('header.confirmPrivateYes'), onClick: () => void setPublic(false) }}
        negative={{ label: t('header.confirmNo'), onClick: () => setConfirming(null) }}
      />
      <ActionPopup
        open={confirming === 'full-address'}
        title={t('header.confirmFullAddressTitle')}
        text={t('header.confirmFullAddressText')}
        positive={{ label: t('header.confirmFullAddressYes'), onClick: () => void setDetail(true) }}
        negative={{ label: t('header.confirmNo'), onClick: () => setConfirming(null) }}
      />
    </section>
  );
});
