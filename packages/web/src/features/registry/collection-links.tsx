import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { RegistryChecklistStore } from '@kado/stores';
import { ErrorState, Icon, Skeleton } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorText, useRegistryTexts } from './registry-i18n';

/**
 * The curated collections as links to their previews (the owner's Checklist tab and /registry-inspiration): a retry on
 * error, a skeleton while the first answer is on its way, a plain sentence when there is none.
 */
export const CollectionLinks = observer(function CollectionLinks({ skeletonHeight }: { readonly skeletonHeight: string }) {
  const { t } = useRegistryTexts();
  const checklist = useStore(RegistryChecklistStore);
  if (checklist.collectionsStatus === 'error') {
    return <ErrorState message={errorText(t, checklist.collectionsError)} onRetry={() => void checklist.loadCollections()} />;
  }
  if (checklist.collections.length === 0) {
    return checklist.collectionsStatus === 'ready' ? <p className="page__lead">{t('checklist.collectionsEmpty')}</p> : <Skeleton height={skeletonHeight} />;
  }
  return (
    <ul className="link-list">
      {checklist.collections.map((c) => (
        <li key={c.id}>
          <Link to={`/registry/pratinjau/collection/${encodeURIComponent(c.id)}`}>
            <span>{c.name}</span>
            <Icon name="chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
});
