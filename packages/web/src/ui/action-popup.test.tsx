import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { ActionPopup } from './action-popup';

afterEach(cleanup);

describe('ActionPopup (spec §2)', () => {
  it('renders title, text and both buttons, each calling its own action', () => {
    const positive = vi.fn();
    const negative = vi.fn();
    renderUi(
      <ActionPopup open title="Username sudah diubah" text="Hanya dapat mengubah username satu kali."
        positive={{ label: 'Mengerti', onClick: positive }} negative={{ label: 'Batal', onClick: negative }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Username sudah diubah' });
    expect(dialog.textContent).toContain('Hanya dapat mengubah username satu kali.');
    fireEvent.click(screen.getByRole('button', { name: 'Mengerti' }));
    expect(positive).toHaveBeenCalledTimes(1);
    expect(negative).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(negative).toHaveBeenCalledTimes(1);
  });

  it('has no negative button when none is given', () => {
    renderUi(<ActionPopup open title="Berhasil" positive={{ label: 'Mengerti', onClick: () => undefined }} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('closes on Escape and on a click outside, and renders nothing when closed', () => {
    const onClose = vi.fn();
    const { rerender } = renderUi(
      <ActionPopup open title="Hapus barang?" positive={{ label: 'Hapus', onClick: () => undefined }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog');
    // A native modal dialog: the page behind it is inert while it is open.
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // A press on the dialog itself (not on the sheet inside) is a press on its backdrop.
    fireEvent.mouseDown(dialog);
    fireEvent.mouseDown(screen.getByText('Hapus barang?'));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<ActionPopup open={false} title="Hapus barang?" positive={{ label: 'Hapus', onClick: () => undefined }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
