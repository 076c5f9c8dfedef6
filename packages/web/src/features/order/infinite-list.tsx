import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { PagedList } from '@kado/stores';
import { Button, Spinner, scrollFlagsNow, useScrollFlags } from '../../ui';

export interface InfiniteFooterProps {
  readonly list: PagedList<unknown>;
  readonly loadingText: string;
  readonly errorText: string;
  readonly retryText: string;
  readonly endText?: ReactNode;
}

/**
 * The end of a paged list: when it scrolls into view, or the page reaches the bottom (spec §2 bottom flag), the next
 * page loads (issue 6); while loading a spinner, after a failure the message with a retry button (paging stops until then).
 */
export const InfiniteFooter = observer(function InfiniteFooter({ list, loadingText, errorText, retryText, endText }: InfiniteFooterProps) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void list.loadMore();
    }, { rootMargin: '200px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [list, list.hasMore]);

  const { atBottom } = useScrollFlags();
  const ready = list.status === 'ready';
  useEffect(() => {
    if (atBottom && ready && list.hasMore && list.page > 0 && scrollFlagsNow().atBottom) void list.loadMore();
  }, [list, atBottom, ready, list.hasMore]);

  return (
    <div className="od-footer">
      {list.hasMore ? <div ref={sentinel} className="od-sentinel" aria-hidden="true" /> : null}
      {list.status === 'loading' && list.page > 0 ? <Spinner label={loadingText} /> : null}
      {list.status === 'error' && list.page > 0 ? (
        <div role="alert" className="stack od-center">
          <p>{errorText}</p>
          <Button variant="secondary" onClick={() => void list.retry()}>{retryText}</Button>
        </div>
      ) : null}
      {list.status === 'ready' && !list.hasMore && list.page > 1 && endText ? <p className="od-muted od-center">{endText}</p> : null}
    </div>
  );
});
