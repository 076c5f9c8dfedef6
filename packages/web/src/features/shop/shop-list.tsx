// The shop's paged list, a module apart from shop-ui.tsx: the home page (in the boot file) shows cards, never a
// paged list, so the list and the ui's InfiniteList stay out of the JS / loads.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '@kado/stores';
import { Button } from '../../ui/button';
import { InfiniteList } from '../../ui/infinite-list';
import { CATALOGUE_NS } from './shop.texts';
import { GridSkeleton } from './product-grid';
import { useErrorText } from '../../app/use-error-text';

/**
 * A paged list of the shop: the ui's InfiniteList (the next page loads as the shopper scrolls, spec §2 bottom flag;
 * a failed page stops the paging and shows a retry, spec §8) with the shop's skeleton, empty state and texts.
 */
export const ShopInfiniteList = observer(function ShopInfiniteList<T>({
  list, children, empty, skeleton,
}: {
  readonly list: PagedQuery<T>;
  readonly children: (items: readonly T[]) => ReactNode;
  readonly empty?: ReactNode;
  readonly skeleton?: ReactNode;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const errorText = useErrorText();
  const retry = t('action.retry', { ns: 'translation' });
  return (
    <InfiniteList
      list={list}
      skeleton={skeleton ?? <GridSkeleton />}
      empty={empty ?? <p className="state__text">{t('list.empty')}</p>}
      firstError={(
        <div className="state" role="alert">
          <p className="state__text">{errorText(list.error)}</p>
          <Button onClick={() => void list.retry()}>{retry}</Button>
        </div>
      )}
      footer={{ errorText: `${t('list.moreError')} ${errorText(list.error)}`, retryText: retry, rootMargin: '400px 0px' }}
    >
      {children}
    </InfiniteList>
  );
});

