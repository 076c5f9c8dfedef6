import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { PushOptIn } from './push-opt-in';
import type { PushOptInResult } from '../content/push';

// Issue 18 item 1, decision 0223: the profile asks for notification permission only after the user's tap, and says
// plainly what came of it.

afterEach(cleanup);

describe('the push opt-in (decision 0223)', () => {
  it('asks nothing until tapped, then says notifications are on', async () => {
    const enable = vi.fn(async (): Promise<PushOptInResult> => 'enabled');
    renderUi(<PushOptIn enable={enable} permission={() => 'default'} />);
    expect(enable).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan notifikasi' }));
    expect(enable).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toContain('Notifikasi aktif di perangkat ini.');
    expect(screen.queryByRole('button', { name: 'Aktifkan notifikasi' })).toBeNull();
  });

  it('a blocked permission says where to allow it, with no button that cannot work', async () => {
    const enable = vi.fn(async (): Promise<PushOptInResult> => 'denied');
    renderUi(<PushOptIn enable={enable} permission={() => 'default'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan notifikasi' }));
    expect((await screen.findByRole('status')).textContent).toContain('Notifikasi diblokir. Izinkan notifikasi untuk Kado di pengaturan browser, lalu coba lagi.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a dismissed prompt or a failure can be tried again', async () => {
    const enable = vi.fn(async (): Promise<PushOptInResult> => 'dismissed');
    renderUi(<PushOptIn enable={enable} permission={() => 'default'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan notifikasi' }));
    expect((await screen.findByRole('status')).textContent).toContain('Notifikasi belum diaktifkan.');
    enable.mockResolvedValueOnce('failed');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan notifikasi' }));
    expect((await screen.findByRole('status')).textContent).toContain('Notifikasi belum bisa diaktifkan. Periksa koneksi internetmu, lalu coba lagi.');
  });

  it('shows where things stand on a later visit, without asking', () => {
    const enable = vi.fn(async (): Promise<PushOptInResult> => 'enabled');
    renderUi(<PushOptIn enable={enable} permission={() => 'granted'} />);
    expect((screen.getByRole('status')).textContent).toContain('Notifikasi aktif di perangkat ini.');
    cleanup();
    renderUi(<PushOptIn enable={enable} permission={() => 'unsupported'} />);
    expect((screen.getByRole('status')).textContent).toContain('Browser ini tidak mendukung notifikasi.');
    expect(enable).not.toHaveBeenCalled();
  });
});
