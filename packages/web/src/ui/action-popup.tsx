import { useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface PopupAction {
  readonly label: string;
  readonly onClick: () => void;
}

interface ActionPopupProps {
  readonly open: boolean;
  readonly title: string;
  readonly text?: string;
  readonly positive: PopupAction;
  /** Spec §2: the negative button is optional. */
  readonly negative?: PopupAction;
  /** Escape or a click outside; defaults to the negative action, else the positive one. */
  readonly onClose?: () => void;
}

/** A small confirmation dialog with a positive and an optional negative button. */
export function ActionPopup({ open, title, text, positive, negative, onClose }: ActionPopupProps) {
  const titleId = useId();
  const textId = useId();
  const close = onClose ?? negative?.onClick ?? positive.onClick;
  return (
    <Modal open={open} onClose={close} labelledBy={titleId} describedBy={text ? textId : undefined} className="modal--center">
      <h2 id={titleId} className="modal__title">{title}</h2>
      {text ? <p id={textId} className="modal__text">{text}</p> : null}
      <div className="modal__actions">
        {negative ? <Button variant="secondary" onClick={negative.onClick}>{negative.label}</Button> : null}
        <Button onClick={positive.onClick}>{positive.label}</Button>
      </div>
    </Modal>
  );
}
