import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { OwnerGiftsStore, RegistryChecklistStore } from '@kado/stores';
import { ErrorState, ProductImage, Skeleton } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';
import { GiftCard } from './gift-card';
import { ProductAddCard, ProductAddDetail, ProductAddGrid } from './product-add';
import { CollectionLinks } from './collection-links';

/** Checklist (pratinjau, spec §2): the baby's needs by category with how many are in the registry, and collections. */
export const ChecklistTab = observer(function ChecklistTab() {
  const { t } = useRegistryTexts();
  const checklist = useStore(RegistryChecklistStore);
  // Every page of her gifts, the categories and the collections: read by the route's loader (owner-checklist-screen).
  const owner = useStore(OwnerGiftsStore);

  const countIn = (slug: string) => owner.gifts.filter((g) => g.product?.categorySlug === slug).length;

  return (
    <div className="stack registry-tab">
      <p className="page__lead">{t('checklist.lead')}</p>
      <section className="section" aria-labelledby="checklist-categories">
        <h2 id="checklist-categories" className="section__title">{t('checklist.categories')}</h2>
        {checklist.categoriesStatus === 'error' ? (
          <ErrorState message={errorText(t, checklist.categoriesError)} onRetry={() => void checklist.loadCategories()} />
        ) : checklist.checklistCategories.length === 0 && checklist.categoriesStatus !== 'ready' ? (
          <Skeleton height="12rem" />
        ) : checklist.checklistCategories.length === 0 ? (
          <p className="page__lead">{t('checklist.categoriesEmpty')}</p>
        ) : (
          <ul className="link-list">
            {checklist.checklistCategories.map((c) => {
              const n = countIn(c.slug);
              return (
                <li key={c.id}>
                  <Link to={`/registry/pratinjau/${encodeURIComponent(c.slug)}`}>
                    <span className="checklist-row">
                      <span className={`checklist-mark${n > 0 ? ' checklist-mark--done' : ''}`} aria-hidden="true">{n > 0 ? '✓' : ''}</span>
                      <span>{c.name}</span>
                    </span>
                    <span className="field__hint">{n > 0 ? t('checklist.inRegistry', { count: n }) : t('checklist.none')}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="section" aria-labelledby="checklist-collections">
        <h2 id="checklist-collections" className="section__title">{t('checklist.collections')}</h2>
        <CollectionLinks skeletonHeight="6rem" />
      </section>
    </div>
  );
});

/** /registry/pratinjau/{categorie}: what is already in the registry for a category, and products to add. */
export const CategoryView = observer(function CategoryView({ slug }: { readonly slug: string }) {
  const { t } = useRegistryTexts();
  const checklist = useStore(RegistryChecklistStore);
  // The category, its products and every page of her gifts: read by the route's loader (owner-checklist-screen).
  const owner = useStore(OwnerGiftsStore);

  const mine = owner.gifts.filter((g) => g.product?.categorySlug === slug);
  return (
    <div className="stack registry-tab">
      <h2 className="section__title">{checklist.category?.slug === slug ? checklist.category.name : slug}</h2>
      {mine.length > 0 ? (
        <section className="section" aria-labelledby="category-mine">
          <h3 id="category-mine" className="section__title">{t('checklist.mine')}</h3>
          <ul className="gift-list">
            {mine.map((g) => (
              <li key={g.id}><GiftCard gift={g} badge={owner.badgeOf(g)} href={`/registry/ucapan/${encodeURIComponent(g.id)}`} ownerView /></li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section" aria-labelledby="category-products">
        <h3 id="category-products" className="section__title">{t('checklist.products')}</h3>
        <p className="page__lead">{t('checklist.categoryLead')}</p>
        <ProductAddGrid hrefFor={(p) => collectionProductHref(p.id)} />
      </section>
    </div>
  );
});

/** /registry/pratinjau/collection/{id}: a collection's products to add. */
export const CollectionView = observer(function CollectionView({ id }: { readonly id: string }) {
  const { t } = useRegistryTexts();
  // Read by the route's loader (owner-checklist-screen).
  const checklist = useStore(RegistryChecklistStore);
  const collection = checklist.collection?.id === id ? checklist.collection : null;
  if (collection === null && checklist.collectionStatus === 'error') {
    return <ErrorState message={errorText(t, checklist.collectionError)} onRetry={() => void checklist.loadCollection(id)} />;
  }
  if (collection === null) return <Skeleton height="16rem" />;
  return (
    <div className="stack registry-tab">
      <div className="row">
        {collection.imageUrl ? <span className="thumb-64"><ProductImage src={collection.imageUrl} alt="" size={64} eager /></span> : null}
        <h2 className="section__title">{collection.name}</h2>
      </div>
      {collection.products.length === 0 ? (
        <p className="page__lead">{t('checklist.collectionEmpty')}</p>
      ) : (
        <ul className="grid-2 plain-list">
          {collection.products.map((p, i) => (
            <li key={p.id}>
              <ProductAddCard product={p} eager={i < 2} href={collectionProductHref(p.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** /registry/pratinjau/collection/products/{id}: one product with its variants to add. */
export const CollectionProductView = observer(function CollectionProductView({ id }: { readonly id: string }) {
  // The product is read by the route's loader (owner-checklist-screen).
  return (
    <div className="registry-tab">
      <ProductAddDetail id={id} />
    </div>
  );
});

/** Products of a collection link to their own page. */
function collectionProductHref(id: string): string {
  return `/registry/pratinjau/collection/products/${encodeURIComponent(id)}`;
}
