import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { modalStack } from './modal-stack';
import { ToastHost } from './toast-host';

interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** id of the element that names the dialog (its title). */
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A dialog sheet on the platform's own `<dialog>`, opened with `showModal()`: the page behind it is inert, focus
 * moves in and stays inside, and returns to where it was on close. Escape, the system back gesture (the dialog's
 * `cancel` event) and a press on the backdrop close it through `onClose`, so the owner decides what closing means.
 * While it is the topmost sheet open, the toasts show inside it (`modal-stack.ts`): outside, they would sit under it.
 */
export function Modal({ open, onClose, labelledBy, describedBy, className, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [sheet] = useState(() => Symbol('sheet'));

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const leave = modalStack.push(sheet);
    return () => {
      leave();
      if (element.open) element.close();
      previous?.focus();
    };
  }, [open, sheet]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here rather than left to the native `cancel`, which would close the element behind React's back.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // The sheet fills the dialog box, so a press whose target is the dialog itself landed on its backdrop.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The dialog element is interactive by nature (Escape, backdrop press); its handlers only close it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={['modal', className ?? ''].filter(Boolean).join(' ')}>{children}</div>
      <ToastHost sheet={sheet} />
    </dialog>
  );
}
