// The product grid of the catalogue, search, merchant and favourite pages, and its loading skeleton. Not in
// shop-ui.tsx: home shows rows only, and what home imports travels in the boot file (issue 15).
import type { Product } from '@kado/domain';
import { Skeleton } from '../../ui/skeleton';
import { ProductCard } from './shop-ui';

/** Products in two columns; the first `eager` images are above the fold (not lazy). */
export function ProductGrid({ products, eager = 0, keyword, label }: { readonly products: readonly Product[]; readonly eager?: number; readonly keyword?: string; readonly label?: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} keyword={keyword} />
        </li>
      ))}
    </ul>
  );
}

/** Grey blocks in the shape of a product grid, while the first page loads. */
export function GridSkeleton({ count = 4 }: { readonly count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="stack">
          <Skeleton height={171} />
          <Skeleton height="0.875rem" width="80%" />
          <Skeleton height="0.875rem" width="50%" />
        </li>
      ))}
    </ul>
  );
}
