import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { GiftProduct, Product } from '@kado/domain';
import { renderUi } from '../test/render';
import { ProductImage } from './product-image';
import { ProductCard } from '../features/shop/shop-ui';
import { GiftCard } from '../features/registry/gift-card';
import { CATALOGUE_NS, catalogueTexts } from '../features/shop/shop.texts';
import { usePageTexts } from '../app/page-texts';

/** The card inside its screen's texts (a screen registers its namespace before its cards render). */
function CatalogueCard({ product: p }: { readonly product: Product }) {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <ProductCard product={p} />;
}

// Spec §9 compact display (issue 13): product images ask for their size and quality, small counters and the
// short currency where the UI shows counts and prices compactly.

afterEach(cleanup);

const product: Product = {
  id: '7', name: 'Popok Bayi Lembut', slug: 'popok-bayi-lembut', images: [{ imageUrl: '/api/images/products/7.svg' }],
  merchant: { id: '1', name: 'Toko Bayi', slug: 'toko-bayi', imageUrl: null }, price: 125_000, oldPrice: null,
  isOutOfStock: false, variants: [], description: null, categorySlug: null, soldCount: 1234, reviewCount: 12,
};

describe('ProductImage (spec §9 image quality and thumbnails)', () => {
  it('a card-sized image asks for the 300x300 thumbnail at quality 80', () => {
    renderUi(<ProductImage src="/api/images/products/7.svg" alt="kartu" size={171} />);
    expect(screen.getByRole('img', { name: 'kartu' }).getAttribute('src')).toBe('/api/images/products/7.svg?w=300&h=300&q=80');
  });

  it('a larger image asks for quality 50; a picture typed by the user is left as it is', () => {
    renderUi(<><ProductImage src="/p/7.jpg" alt="besar" size={358} /><ProductImage src="https://shp.ee/x.jpg?sig=1" alt="luar" size={64} original /></>);
    expect(screen.getByRole('img', { name: 'besar' }).getAttribute('src')).toBe('/p/7.jpg?q=50');
    expect(screen.getByRole('img', { name: 'luar' }).getAttribute('src')).toBe('https://shp.ee/x.jpg?sig=1');
  });
});

describe('ProductCard sold count (spec §9 small counters)', () => {
  it('shows the units sold as a small counter', () => {
    renderUi(<CatalogueCard product={product} />);
    expect(screen.getByText('500+ terjual')).toBeTruthy();
  });

  it('shows nothing when the portal sends no sold count', () => {
    renderUi(<CatalogueCard product={{ ...product, soldCount: undefined }} />);
    expect(screen.queryByText(/terjual/)).toBeNull();
  });
});

describe('GiftCard patungan progress (spec §9 short currency)', () => {
  it('shows the collected and the total amount with rb and jt', () => {
    const gift: GiftProduct = {
      id: '1', product: { ...product, price: 1_500_000 }, variant: null, quantity: 2, subtotalPrice: 3_000_000, transactionStatus: null,
      paymentCompleted: false, reservedBy: null, isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null,
      isPrivate: false, variants: [], note: null, contributedAmount: 250_000, contributions: [], groupId: '1', quantityWanted: 2,
      quantityOpen: 2, givenByViewer: false,
    };
    renderUi(<GiftCard gift={gift} badge={null} />);
    expect(screen.getByText('Terkumpul Rp 250rb dari Rp 3jt')).toBeTruthy();
  });
});
