import type { Container } from 'inversify';
import { useParams } from 'react-router-dom';
import { OwnerGiftsStore, RegistryCatalogueStore, RegistryChecklistStore } from '@kado/stores';
import type { ScreenData } from '../../app/route-data';
import { ChecklistTab, CategoryView, CollectionView, CollectionProductView } from './checklist-tab';

// The Checklist tab of the owner's registry layout (spec §2, /registry/pratinjau and its category and collection
// pages): the routes of route-table.ts name the export each one renders inside the layout's <Outlet/>.

/** The checklist's data: the categories and collections (once), and every page of her gifts to count them. */
function checklistData(container: Container): Promise<unknown> {
  const checklist = container.get(RegistryChecklistStore);
  return Promise.all([checklist.ensureCategories(), checklist.ensureCollections(), container.get(OwnerGiftsStore).loadAllGifts()]);
}

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: checklistData,
  CategoryRoute: (container, { categorie }) => {
    const slug = categorie ?? '';
    return Promise.all([
      container.get(RegistryChecklistStore).loadCategory(slug),
      container.get(RegistryCatalogueStore).loadProducts({ category: slug }),
      container.get(OwnerGiftsStore).loadAllGifts(),
    ]);
  },
  CollectionRoute: (container, { id }) => (id ? container.get(RegistryChecklistStore).loadCollection(id) : checklistData(container)),
  CollectionProductsRoute: (container, { id }) => (id ? container.get(RegistryCatalogueStore).loadProduct(id) : checklistData(container)),
};

/** /registry/pratinjau */
export const Component = ChecklistTab;

/** /registry/pratinjau/{categorie} */
export function CategoryRoute() {
  return <CategoryView slug={useParams().categorie ?? ''} />;
}

/** /registry/pratinjau/collection/{id optional}: without an id, the checklist. */
export function CollectionRoute() {
  const { id } = useParams();
  return id ? <CollectionView id={id} /> : <ChecklistTab />;
}

/** /registry/pratinjau/collection/products/{id optional}: without an id, the checklist. */
export function CollectionProductsRoute() {
  const { id } = useParams();
  return id ? <CollectionProductView id={id} /> : <ChecklistTab />;
}
