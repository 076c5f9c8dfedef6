import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createFakePortal } from '@kado/fake-portal';
import { SessionStore, ALL_STORE_MODULES } from '@kado/stores';
import { createAppContainer } from '../../app/container';
import { StoreProvider } from '../../app/store-context';
import { createI18n } from '../../i18n';
import type { RouteData } from '../../app/route-data';
import { Component as AddressScreen, routeData as addressData } from './address-screen';
import { Component as ChildScreen, routeData as childData } from './child-screen';

// Account screens with the real stores, HTTP adapters and the fake portal in-process (no network).
async function mount(id: string, path: string, element: ReactNode, data: RouteData | undefined) {
  const portal = createFakePortal();
  const container = createAppContainer({ storeModules: ALL_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)) });
  expect(await container.get(SessionStore).login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  // The route's loader reads the page's data before it renders (the screen module's routeData).
  await data?.(container, {});
  const router = createMemoryRouter([{ id, path, element, handle: { titleKey: `title.${id}` } }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n()}>
      <StoreProvider container={container}><RouterProvider router={router} /></StoreProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const itemOf = (testId: string, name: string) =>
  screen.getAllByTestId(testId).find((el) => within(el).queryByRole('heading', { name }) !== null)!;

describe('account screens', () => {
  it('/profile/address: making another address primary moves the mark', async () => {
    const user = await mount('profile-address', '/profile/address', <AddressScreen />, addressData.Component);
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(2));
    expect(within(itemOf('address-item', 'Rumah')).queryByText('Utama')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Jadikan Utama Kantor' }));
    await waitFor(() => expect(within(itemOf('address-item', 'Kantor')).queryByText('Utama')).not.toBeNull());
    expect(within(itemOf('address-item', 'Rumah')).queryByText('Utama')).toBeNull();
  });

  it('/child: set default and delete with confirmation', async () => {
    const user = await mount('child', '/child', <ChildScreen />, childData.Component);
    await waitFor(() => expect(screen.getAllByTestId('child-item')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Jadikan Utama Kirana' }));
    await waitFor(() => expect(within(itemOf('child-item', 'Kirana')).queryByText('Utama')).not.toBeNull());
    expect(within(itemOf('child-item', 'Arka')).queryByText('Utama')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hapus Arka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus profil anak?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.getAllByTestId('child-item')).toHaveLength(1));
  });
});
