import { useParams } from 'react-router-dom';
import { ChecklistTab, CategoryView, CollectionView, CollectionProductView } from './checklist-tab';

// The Checklist tab of the owner's registry layout (spec §2, /registry/pratinjau and its category and collection
// pages): the routes of route-table.ts name the export each one renders inside the layout's <Outlet/>.

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
