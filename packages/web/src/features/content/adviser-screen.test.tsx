import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createFakePortal } from '@kado/fake-portal';
import { SessionStore, ALL_STORE_MODULES } from '@kado/stores';
import { createAppContainer } from '../../app/container';
import { StoreProvider } from '../../app/store-context';
import { createI18n } from '../../i18n';
import { Component as AdviserScreen, routeData } from './adviser-screen';

// The /mia screen with the real stores, HTTP adapters and the fake portal in-process (no network).
afterEach(cleanup);
/** /mia for ibu.demo against the fake portal; `watch` sees (or fails) each request before the portal answers. */
async function openMia(portal: ReturnType<typeof createFakePortal>, watch: (request: Request) => void): Promise<void> {
  const container = createAppContainer({
    storeModules: ALL_STORE_MODULES,
    baseUrl: 'http://kado.test/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      watch(request);
      return portal.fetch(request);
    },
  });
  expect(await container.get(SessionStore).login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  // The route's loader reads the chat history before the screen renders (routeData).
  await routeData.Component!(container, {});
  const router = createMemoryRouter([{ id: 'mia', path: '/mia', element: <AdviserScreen />, handle: { titleKey: 'title.mia' } }], { initialEntries: ['/mia'] });
  render(
    <I18nextProvider i18n={createI18n()}>
      <StoreProvider container={container}><RouterProvider router={router} /></StoreProvider>
    </I18nextProvider>,
  );
}

describe('AdviserScreen', () => {
  it('shows the adviser reply, and keeps the typed text when a send fails', async () => {
    const portal = createFakePortal();
    let failPosts = false;
    await openMia(portal, (request) => {
      if (failPosts && request.method === 'POST' && request.url.endsWith('/v1/adviser/chats')) throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Tulis pertanyaan');
    await waitFor(() => expect(screen.queryByText('Memuat…')).toBeNull());
    const before = screen.queryAllByTestId('chat-adviser').length;
    await user.type(box, 'Kapan mulai MPASI?');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-adviser')).toHaveLength(before + 1));
    expect(box).toHaveProperty('value', '');

    failPosts = true;
    await user.type(box, 'Pertanyaan kedua');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText(/Pesan belum terkirim/)).toBeTruthy();
    expect(box).toHaveProperty('value', 'Pertanyaan kedua');

    failPosts = false;
    await user.click(screen.getByRole('button', { name: 'Kirim ulang' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-adviser')).toHaveLength(before + 2));
    expect(box).toHaveProperty('value', '');
  });

  it('"Minta jawaban lain" drafts a new answer to the question and delivers it into the chat', async () => {
    const portal = createFakePortal();
    const calls: string[] = [];
    await openMia(portal, (request) => {
      if (request.method === 'POST') calls.push(new URL(request.url).pathname.replace(/\/\d+\//, '/{id}/'));
    });
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Tulis pertanyaan');
    await user.type(box, 'Bayi susah tidur malam');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-adviser').length).toBeGreaterThan(0));
    const answers = screen.getAllByTestId('chat-adviser').length;
    const again = screen.getAllByRole('button', { name: 'Minta jawaban lain' });
    await user.click(again[again.length - 1]!);
    await waitFor(() => expect(screen.getAllByTestId('chat-adviser')).toHaveLength(answers + 1));
    expect(calls.filter((c) => c.includes('/adviser/reply'))).toEqual(['/api/v1/adviser/reply', '/api/v1/adviser/reply/{id}/send']);
  });
});
