import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { GiftProduct } from '@kado/domain';
import { createI18n } from '../../i18n';
import { GiftCard } from './gift-card';

// QA, 28 November: a gift of a product's second variant showed the product's first price and no variant, so the
// owner saw two identical cards (Putih at Rp 827.900, and Hijau at Rp 827.900 though it costs Rp 1.033.900).
afterEach(() => cleanup());

const putih = { skuId: '1', name: 'Putih', stock: 3, price: 827_900 };
const hijau = { skuId: '2', name: 'Hijau', stock: 4, price: 1_033_900 };
const chair = {
  id: '77', product: { id: '9', name: 'Kursi Makan Lipat Ceria', slug: 'kursi', images: [], price: 827_900 }, variant: hijau, variants: [putih, hijau],
  quantity: 1, subtotalPrice: 1_033_900, transactionStatus: null, paymentCompleted: false, reservedBy: null, isInCart: false, externalProduct: null,
  isPurchase: false, manuallyPurchasedAt: null, isPrivate: false, note: null, contributedAmount: 0, contributions: [], groupId: '77', quantityWanted: 1,
  quantityOpen: 1, givenByViewer: false,
} as unknown as GiftProduct;

describe('a gift card of a product with several variants', () => {
  it("names the gift's variant and shows its price", () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>
          <GiftCard gift={chair} badge={null} ownerView />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText('Varian: Hijau')).toBeTruthy();
    expect(screen.getByText('Rp 1.033.900')).toBeTruthy();
    expect(screen.queryByText('Rp 827.900')).toBeNull();
  });
});
