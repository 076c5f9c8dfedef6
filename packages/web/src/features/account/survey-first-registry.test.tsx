import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, "a new mother's first registry": the survey never asked the due date, its answers made no child profile,
// and nothing led her on to her address and her first gifts.
vi.setConfig({ testTimeout: 40_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

describe('/survey for a new mother', () => {
  it("asks the due date, makes her baby's profile from it, and leads her to the profile, her address and her first gifts", async () => {
    const { user, portal } = await renderSignedIn('/survey', { email: 'baru@kado.test' });
    const me = portal.state.users.find((u) => u.email === 'baru@kado.test')!;
    await user.click(await screen.findByRole('button', { name: 'Mulai' }, WAIT));
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Apakah Bunda sedang hamil?' }, WAIT)).getByRole('radio', { name: 'Ya' }));
    await user.type(screen.getByLabelText('Perkiraan lahir (HPL)'), '2027-02-06');
    // Every other question: the first answer where one must be chosen, then on.
    for (let step = 0; step < 12 && !screen.queryByRole('navigation', { name: 'Langkah berikutnya' }); step += 1) {
      const group = screen.queryByRole('radiogroup');
      if (group && !within(group).queryAllByRole('radio').some((r) => (r as HTMLInputElement).checked)) await user.click(within(group).getAllByRole('radio')[0]!);
      const next = screen.queryByRole('button', { name: 'Lanjut' }) ?? screen.queryByRole('button', { name: 'Selesai' });
      const at = screen.getByRole('progressbar').getAttribute('aria-valuenow');
      if (next) await user.click(next);
      await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).not.toBe(at), WAIT);
    }
    const next = await screen.findByRole('navigation', { name: 'Langkah berikutnya' }, WAIT);
    await waitFor(() => expect(next.textContent).toContain('Profil Adik Bayi sudah dibuat dari jawabanmu.'), WAIT);
    expect(portal.state.children.filter((c) => c.user_id === me.id)).toEqual([expect.objectContaining({ name: 'Adik Bayi', birth_date: '2027-02-06', is_default: true })]);
    const links = within(next).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Lihat profil si kecil', '/child'],
      ['Tambahkan alamat pengiriman', '/address/add?from=%2Fsurvey&to=%2Fregistry%2Flist-product'],
      ['Pilih kado pertama untuk registry-mu', '/registry/list-product'],
    ]);
  });
});
