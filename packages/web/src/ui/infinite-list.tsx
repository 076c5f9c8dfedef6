import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from './button';
import { Spinner } from './spinner';
import { scrollFlagsNow, useScrollFlags } from './use-scroll-flags';

/** What a paged list shows and does (the stores' PagedQuery fits it). */
interface PagedSource<T = unknown> {
  readonly items: readonly T[];
  /** The last page loaded, 0 before the first. */
  readonly page: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** More pages exist and the last call did not fail. */
  readonly hasMore: boolean;
  loadMore(): Promise<unknown>;
  retry(): Promise<unknown>;
}

/**
 * Loads the next page when the returned sentinel scrolls into view (IntersectionObserver), or at the latest when
 * the page reaches the bottom (spec §2 bottom flag); never while a page loads, after a failure or at the end.
 */
function useInfiniteLoad(list: PagedSource, rootMargin = '200px 0px'): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const hasMore = list.hasMore;
  const loading = list.status === 'loading';
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void list.loadMore();
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [list, hasMore, loading, list.page, rootMargin]);

  const { atBottom } = useScrollFlags();
  useEffect(() => {
    if (atBottom && hasMore && !loading && list.page > 0 && scrollFlagsNow().atBottom) void list.loadMore();
  }, [list, atBottom, hasMore, loading]);
  return sentinel;
}

interface InfiniteFooterProps {
  readonly list: PagedSource;
  /** Said by the spinner while a later page loads; none: a bare spinner. */
  readonly loadingText?: string;
  /** The failure of a later page (paging stops until retry). */
  readonly errorText: ReactNode;
  readonly retryText: string;
  /** Shown once every page is loaded (more than one page). */
  readonly endText?: ReactNode;
  readonly rootMargin?: string;
}

/**
 * The end of a paged list (issue 6, spec §8): a sentinel that loads the next page, a spinner while it loads,
 * after a failure the message with a retry button (paging stops until then), and the end of the list.
 */
export const InfiniteFooter = observer(function InfiniteFooter({ list, loadingText, errorText, retryText, endText, rootMargin }: InfiniteFooterProps) {
  const sentinel = useInfiniteLoad(list, rootMargin);
  return (
    <div className="list-footer">
      {list.hasMore ? <div ref={sentinel} className="list-footer__sentinel" aria-hidden="true" /> : null}
      {list.status === 'loading' && list.page > 0 ? <Spinner label={loadingText} /> : null}
      {list.status === 'error' && list.page > 0 ? (
        <div role="alert" className="list-footer__error">
          <p>{errorText}</p>
          <Button variant="secondary" onClick={() => void list.retry()}>{retryText}</Button>
        </div>
      ) : null}
      {list.status === 'ready' && !list.hasMore && list.page > 1 && endText ? <p className="list-footer__end">{endText}</p> : null}
    </div>
  );
});

interface InfiniteListProps<T> {
  readonly list: PagedSource<T>;
  readonly children: (items: readonly T[]) => ReactNode;
  /** While the first page loads. */
  readonly skeleton: ReactNode;
  /** No items at all. */
  readonly empty: ReactNode;
  /** The first page failed: its message and retry (nothing else to show). */
  readonly firstError: ReactNode;
  readonly footer: Omit<InfiniteFooterProps, 'list'>;
}

/** A paged list: a skeleton, the first failure, the empty state, or the items with the footer that loads more. */
function InfiniteListView<T>({ list, children, skeleton, empty, firstError, footer }: InfiniteListProps<T>) {
  if (list.page === 0 && list.status === 'error') return <>{firstError}</>;
  if (list.page === 0) return <>{skeleton}</>;
  if (list.items.length === 0 && !list.hasMore && list.status === 'ready') return <>{empty}</>;
  return (
    <>
      {children(list.items)}
      <InfiniteFooter list={list} {...footer} />
    </>
  );
}

export const InfiniteList = observer(InfiniteListView) as <T>(props: InfiniteListProps<T>) => ReactNode;
