import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Modal } from './modal';
import { toast } from './toast';
import { ToastHost } from './toast-host';

// QA, 28 November: an offline patungan showed its toast under the open sheet (a modal <dialog> is in the top layer),
// so the button seemed dead. While a sheet is open, the topmost one shows the toasts.
afterEach(() => {
  cleanup();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

function Page({ sheetOpen }: { readonly sheetOpen: boolean }) {
  return (
    <>
      <main>
        <ToastHost />
      </main>
      <Modal open={sheetOpen} onClose={() => undefined} labelledBy="sheet-title">
        <h2 id="sheet-title">Patungan kado</h2>
      </Modal>
    </>
  );
}

describe('toasts while a modal sheet is open', () => {
  it('show inside the sheet, not under it, and go back to the page once it closes', () => {
    const view = renderUi(<Page sheetOpen />);
    act(() => void toast.show('Kamu sedang offline. Periksa koneksi internetmu.'));
    const sheet = screen.getByRole('dialog', { name: 'Patungan kado' });
    expect(within(sheet).getByText('Kamu sedang offline. Periksa koneksi internetmu.')).toBeTruthy();
    const pageHost = document.querySelector('main .toast-host')!;
    expect(pageHost.textContent).toBe('');

    view.rerender(<Page sheetOpen={false} />);
    expect(document.querySelector('main .toast-host')!.textContent).toBe('Kamu sedang offline. Periksa koneksi internetmu.');
  });

  it('show in the topmost sheet only when two are open', () => {
    renderUi(
      <>
        <ToastHost />
        <Modal open onClose={() => undefined} labelledBy="a"><h2 id="a">Siapa nama kamu?</h2></Modal>
        <Modal open onClose={() => undefined} labelledBy="b"><h2 id="b">Patungan kado</h2></Modal>
      </>,
    );
    act(() => void toast.show('Nominal maksimal Rp 1.368.900'));
    expect(within(screen.getByRole('dialog', { name: 'Patungan kado' })).queryByText('Nominal maksimal Rp 1.368.900')).not.toBeNull();
    expect(within(screen.getByRole('dialog', { name: 'Siapa nama kamu?' })).queryByText('Nominal maksimal Rp 1.368.900')).toBeNull();
  });
});
