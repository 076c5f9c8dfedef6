import { when } from 'mobx';
import type { PagedQuery, Query } from '../async';

// What a route's loader asks a store for (issue 14 item 3): a second call while a read is on its way joins it
// instead of asking again.

/**
 * Page 1 of `list`, as a route's loader asks for it: a first page on its way is joined; a list already shown is kept,
 * unless `fresh` (a list that changes elsewhere: it starts over on each visit, as it always did); a failed one asks again.
 */
export function ensureFirstPage<T>(list: PagedQuery<T>, fresh = false): Promise<boolean> {
  if (list.isFirstLoad) return when(() => list.status !== 'loading').then(() => list.status === 'ready' && list.page > 0);
  if (!fresh && list.page > 0 && list.status !== 'error') return Promise.resolve(true);
  return list.reset();
}

/** `key` read again for this visit (as it always was), unless a read of that key is on its way: then it is joined. */
export function readOnce<K, T>(query: Query<K, T>, key: K): Promise<boolean> {
  return query.is(key) && query.isFetching ? query.ensure(key) : query.fetch(key);
}
