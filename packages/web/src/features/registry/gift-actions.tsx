import type { ParseKeys } from 'i18next';
import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { giftQuantity, ownerItemActions, variantsHeldElsewhere, type GiftProduct, type OwnerItemAction } from '@kado/domain';
import { OwnerGiftsStore } from '@kado/stores';
import { ActionPopup, Button, Modal, TextField, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';
import { giftName } from './gift-card';

const LABEL: Record<OwnerItemAction, ParseKeys<'registry-feature'>> = {
  purchased: 'gift.markPurchased',
  notPurchased: 'gift.markNotPurchased',
  undelivered: 'gift.markUndelivered',
  cancel: 'gift.cancelReservation',
  releasePledge: 'gift.releasePledge',
  hide: 'gift.hide',
  show: 'gift.show',
  edit: 'gift.edit',
  delete: 'gift.delete',
};

const TOAST: Record<Exclude<OwnerItemAction, 'edit'>, ParseKeys<'registry-feature'>> = {
  purchased: 'toast.purchased',
  notPurchased: 'toast.notPurchased',
  undelivered: 'toast.undelivered',
  cancel: 'toast.reservationCancelled',
  releasePledge: 'toast.pledgeReleased',
  hide: 'toast.hidden',
  show: 'toast.shown',
  delete: 'toast.deleted',
};

/** The owner's "Aksi" button of one gift: a sheet with the actions that fit, each with its spec §8 toast. */
export const OwnerGiftActions = observer(function OwnerGiftActions({ gift, onDeleted }: { readonly gift: GiftProduct; readonly onDeleted?: () => void }) {
  const { t } = useRegistryTexts();
  const store = useStore(OwnerGiftsStore);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const pending = store.isPending(gift.id);
  const name = giftName(gift);

  const run = async (key: Exclude<OwnerItemAction, 'edit'>) => {
    setOpen(false);
    setConfirmDelete(false);
    const call = {
      purchased: store.markPurchased,
      notPurchased: store.markNotPurchased,
      undelivered: store.markUndelivered,
      cancel: store.cancelReservation,
      // The same portal call: the owner's release ends unpaid pledges on the gift (decision 0403).
      releasePledge: store.cancelReservation,
      hide: store.hide,
      show: store.show,
      delete: store.remove,
    }[key];
    const ok = await call(gift.id);
    if (ok) {
      toast.show(t(TOAST[key]));
      if (key === 'delete') onDeleted?.();
    } else {
      toast.show(errorText(t, store.actionError));
    }
  };

  const choose = (key: OwnerItemAction) => {
    if (key === 'delete') {
      setOpen(false);
      setConfirmDelete(true);
    } else if (key === 'edit') {
      setOpen(false);
      if (gift.externalProduct) navigate(`/registry/create-external-product/edit/${encodeURIComponent(gift.id)}`);
      else setEditing(true);
    } else {
      void run(key);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={pending} aria-label={t('gift.actions', { name })} aria-haspopup="dialog">
        {pending ? '…' : t('gift.actionsTitle')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="modal__title">{name}</h2>
        <ul className="action-list">
          {ownerItemActions(gift).map((key) => (
            <li key={key}>
              <button type="button" className={`action-list__item${key === 'delete' ? ' action-list__item--danger' : ''}`} onClick={() => choose(key)}>
                {t(LABEL[key])}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" block onClick={() => setOpen(false)}>{t('gift.close')}</Button>
      </Modal>
      <ActionPopup
        open={confirmDelete}
        title={t('gift.deleteTitle')}
        text={t('gift.deleteText')}
        positive={{ label: t('gift.deleteYes'), onClick: () => void run('delete') }}
        negative={{ label: t('gift.deleteNo'), onClick: () => setConfirmDelete(false) }}
      />
      {editing ? <EditGiftModal gift={gift} onClose={() => setEditing(false)} /> : null}
    </>
  );
});

/** Changes quantity, note and variant of a catalogue gift; what was typed stays when the save fails. */
const EditGiftModal = observer(function EditGiftModal({ gift, onClose }: { readonly gift: GiftProduct; readonly onClose: () => void }) {
  const { t } = useRegistryTexts();
  const store = useStore(OwnerGiftsStore);
  const titleId = useId();
  const [quantity, setQuantity] = useState(String(gift.quantity));
  const [note, setNote] = useState(gift.note ?? '');
  const [skuId, setSkuId] = useState(gift.variant?.skuId ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const pending = store.isPending(gift.id);
  const variants = gift.variants.length > 0 ? gift.variants : gift.product?.variants ?? [];
  const taken = variantsHeldElsewhere(gift, store.gifts);

  const save = async () => {
    const q = giftQuantity(quantity);
    if (q === null) {
      setProblem(t('gift.quantityInvalid'));
      return;
    }
    setProblem(undefined);
    setSaveError(null);
    const ok = await store.edit(gift.id, {
      quantity: q,
      note: note.trim(),
      ...(skuId && skuId !== gift.variant?.skuId ? { skuId } : {}),
    });
    if (ok) {
      toast.show(t('toast.edited'));
      onClose();
    } else {
      // The portal's refusal is the form's, not the quantity's (it may be about the variant).
      setSaveError(errorText(t, store.actionError));
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="modal__title">{t('gift.editTitle')}</h2>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {variants.length > 1 ? (
          <label className="field">
            <span className="field__label">{t('gift.editVariant')}</span>
            <select className="field__input" value={skuId} onChange={(e) => setSkuId(e.target.value)}>
              {variants.map((v) => (
                <option key={v.skuId} value={v.skuId} disabled={taken.has(v.skuId)}>
                  {taken.has(v.skuId) ? `${v.name} (${t('product.added')})` : v.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <TextField label={t('gift.editQuantity')} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={problem} />
        <TextField label={t('gift.editNote')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        {saveError ? <p className="field__error" role="alert">{saveError}</p> : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>{t('gift.deleteNo')}</Button>
          <Button type="submit" disabled={pending}>{t('gift.editSave')}</Button>
        </div>
      </form>
    </Modal>
  );
});
