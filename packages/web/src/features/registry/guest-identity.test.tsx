import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';

// The guest dialog of a registry's giver (decision 0103): a name and one contact, checked by the domain's
// guestSignUp (an e-mail address or an Indonesian WhatsApp number) before anything reaches the portal.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

async function openGuestDialog() {
  const user = userEvent.setup();
  const view = renderRoute('/registry/bunda-demo');
  const cards = await screen.findAllByTestId('gift-card', {}, { timeout: 8000 });
  const card = cards.find((c) => within(c).queryByRole('button', { name: 'Reservasi' }));
  if (!card) throw new Error('no open gift to reserve');
  await user.click(within(card).getByRole('button', { name: 'Reservasi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Siapa nama kamu?' });
  return { user, dialog, ...view };
}

describe('the registry guest dialog', () => {
  it('refuses a contact that is neither an e-mail nor a mobile number, keeps what she typed', async () => {
    const { user, dialog, stop } = await openGuestDialog();
    const submit = within(dialog).getByRole('button', { name: 'Lanjutkan' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Nama'), 'Tante Ani');
    const contact = within(dialog).getByLabelText('Email atau nomor HP');
    await user.type(contact, '0812');
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByText('Isi email atau nomor HP yang valid')).toBeTruthy());
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect((contact as HTMLInputElement).value).toBe('0812');
    expect(screen.getByRole('dialog', { name: 'Siapa nama kamu?' })).toBeTruthy();
    stop();
  });
});
