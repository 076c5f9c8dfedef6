import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface AddAddressModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAdd: () => void;
}

/** Spec §2: the add-address modal ('Satu langkah lagi!'), dismissable by Escape or a click outside. */
export function AddAddressModal({ open, onClose, onAdd }: AddAddressModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} describedBy={textId} className="modal--center">
      <h2 id={titleId} className="modal__title">{t('address.title')}</h2>
      <p id={textId} className="modal__text">{t('address.subtitle')}</p>
      <Button block onClick={onAdd}>{t('address.button')}</Button>
    </Modal>
  );
}
