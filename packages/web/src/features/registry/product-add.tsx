import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { formatRupiah, variantToAdd, type Product } from '@kado/domain';
import { RegistryCatalogueStore } from '@kado/stores';
import { Button, ErrorState, ProductImage, Skeleton, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';

/** Adds a product to the registry with its toast; answers whether it worked. */
function useAddToRegistry() {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryCatalogueStore);
  const { pathname } = useLocation();
  return async (product: Product, skuId?: string) => {
    const ok = await store.addToRegistry(product, pathname, skuId);
    toast.show(ok ? t('toast.addedProduct') : errorText(t, store.addError));
    return ok;
  };
}

/** One catalogue product with its add-to-registry button. */
export const ProductAddCard = observer(function ProductAddCard({ product, href, eager = false }: { readonly product: Product; readonly href?: string; readonly eager?: boolean }) {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryCatalogueStore);
  const add = useAddToRegistry();
  // Spec §5: a product is in the registry only when all its variants are (the store asks the domain's productExists).
  const added = store.isProductAdded(product.id);
  // Some of its variants are in (added from this card a moment ago, issue 31, or so its check says after a reload):
  // it says so, and the other variants are added from the product's page, where the owner picks one.
  const addedHere = !added && store.isPartlyInRegistry(product.id);
  const checking = store.isChecking(product.id);
  const label = product.isOutOfStock ? t('product.outOfStock') : added ? t('product.added') : addedHere ? t('product.inRegistry') : store.isAdding(product.id) ? t('product.adding') : checking ? t('product.checking') : t('product.add');
  const image = product.images[0]?.imageUrl;
  return (
    <article className="product-add" aria-label={product.name} data-testid="product-add">
      {image ? <ProductImage src={image} alt="" size={160} eager={eager} /> : <span className="gift-card__placeholder" aria-hidden="true" />}
      <h3 className="product-add__name">{href ? <Link to={href}>{product.name}</Link> : product.name}</h3>
      <p className="gift-card__price">{formatRupiah(product.price)}</p>
      <Button
        variant={added || addedHere ? 'secondary' : 'primary'}
        className="button--small"
        disabled={added || addedHere || checking || store.isAdding(product.id) || product.isOutOfStock}
        onClick={() => void add(product)}
        aria-label={`${label} ${product.name}`}
      >
        {label}
      </Button>
      {addedHere && href && product.variants.length !== 1 ? <Link className="product-add__more" to={href}>{t('product.otherVariant')}</Link> : null}
    </article>
  );
});

/** A keyword box that searches on submit (the list keeps its page while typing). */
export function KeywordForm({ initial, onSearch }: { readonly initial: string; readonly onSearch: (keyword: string) => void }) {
  const { t } = useRegistryTexts();
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      className="row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label className="visually-hidden" htmlFor="registry-product-keyword">{t('product.searchLabel')}</label>
      <input
        id="registry-product-keyword"
        className="field__input grow"
        type="search"
        value={value}
        placeholder={t('product.searchPlaceholder')}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" className="button--small">{t('product.searchSubmit')}</Button>
    </form>
  );
}

/** A grid of catalogue products to add, with paging, skeleton and error states. */
export const ProductAddGrid = observer(function ProductAddGrid({ hrefFor }: { readonly hrefFor?: (p: Product) => string }) {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryCatalogueStore);
  if (store.products.length === 0 && store.status === 'loading') {
    return (
      <div className="grid-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height="14rem" />)}
      </div>
    );
  }
  if (store.products.length === 0 && store.status === 'error') {
    return <ErrorState message={errorText(t, store.error)} onRetry={() => void store.loadProducts(store.filter)} />;
  }
  if (store.products.length === 0 && store.status === 'ready') return <p className="page__lead">{t('product.empty')}</p>;
  return (
    <div className="stack">
      <ul className="grid-2 plain-list">
        {store.products.map((p, i) => (
          <li key={p.id}><ProductAddCard product={p} eager={i < 2} href={hrefFor?.(p)} /></li>
        ))}
      </ul>
      {store.status === 'error' ? <ErrorState message={errorText(t, store.error)} onRetry={() => void store.loadMore()} /> : null}
      {store.hasMore && store.status !== 'error' ? (
        <Button variant="secondary" block disabled={store.status === 'loading'} onClick={() => void store.loadMore()}>{t('product.loadMore')}</Button>
      ) : null}
    </div>
  );
});

/** A product with a variant choice and the add button (the Checklist's product page). */
export const ProductAddDetail = observer(function ProductAddDetail({ id }: { readonly id: string }) {
  const { t } = useRegistryTexts();
  const store = useStore(RegistryCatalogueStore);
  const add = useAddToRegistry();
  const [sku, setSku] = useState('');
  const product = store.product?.id === id ? store.product : null;
  if (product === null && store.productStatus === 'error') {
    return <ErrorState message={errorText(t, store.productError)} onRetry={() => void store.loadProduct(id)} />;
  }
  if (product === null) return <Skeleton height="20rem" />;
  const chosen = sku || variantToAdd(product.variants, store.isAdded)?.skuId || '';
  const image = product.images[0]?.imageUrl;
  const added = chosen !== '' && store.isAdded(chosen);
  return (
    <article className="stack" aria-label={product.name}>
      {image ? <ProductImage src={image} alt={product.name} size={358} eager /> : null}
      <h2 className="section__title">{product.name}</h2>
      <p className="gift-card__price">{formatRupiah(product.price)}</p>
      {product.variants.length > 1 ? (
        <label className="field">
          <span className="field__label">{t('product.variant')}</span>
          <select className="field__input" value={chosen} onChange={(e) => setSku(e.target.value)}>
            {product.variants.map((v) => (
              <option key={v.skuId} value={v.skuId}>{store.isAdded(v.skuId) ? `${v.name} (${t('product.added')})` : v.name}</option>
            ))}
          </select>
        </label>
      ) : null}
      {product.description ? <p className="page__lead">{product.description}</p> : null}
      <Button block disabled={added || store.isAdding(product.id) || chosen === ''} onClick={() => void add(product, chosen)}>
        {added ? t('product.added') : t('product.addToRegistry')}
      </Button>
    </article>
  );
});
