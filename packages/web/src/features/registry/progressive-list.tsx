import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { rendersWhole, useAfterFirstPaint } from '../../ui';
import { whenIdle } from './live-registry';

/** How long an idle step may wait for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 500;

/**
 * How many of `total` items a long list mounts now (decision 0345): `first` in the first frame; once that frame is on
 * screen, one more each time the browser is idle, each in a short task of its own; every item at once as soon as the
 * end of what is mounted (`sentinel`) comes within `margin` of the screen (a visitor scrolling faster than the idle
 * steps). Once every item has been mounted, items added later (the next page of the list) mount at once.
 */
function useProgressiveCount(total: number, first: number, margin = '800px 0px'): { readonly shown: number; readonly sentinel: RefObject<HTMLLIElement | null> } {
  const painted = useAfterFirstPaint();
  const [count, setCount] = useState(first);
  // The server's HTML holds every item (decision 0510), and hydrating it renders every item too (decision 0540).
  const [all, setAll] = useState(rendersWhole);
  const sentinel = useRef<HTMLLIElement | null>(null);
  const shown = all ? total : Math.min(count, total);
  const pending = shown < total;

  // One more item each idle moment, once the first frame is painted; with the last one, every item is reached once,
  // and later items (a next page) need no steps.
  useEffect(() => {
    if (!painted || !pending) return undefined;
    return whenIdle(() => {
      if (count + 1 >= total) setAll(true);
      else setCount(count + 1);
    }, IDLE_TIMEOUT_MS);
  }, [painted, pending, count, total]);

  // The visitor scrolls towards what is not mounted yet: mount the rest now (rendered in slices, a transition). The
  // first placeholder is another element after each step: it is observed again.
  useEffect(() => {
    const node = sentinel.current;
    if (!pending || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setAll(true));
    }, { rootMargin: margin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [pending, margin, shown]);

  return { shown, sentinel };
}

interface RowProps<T> {
  readonly item: T;
  readonly index: number;
  readonly render: (item: T, index: number) => ReactNode;
}

/**
 * One mounted item, an observer of what its `render` reads (a gift's badge, say): it renders again when that changes,
 * and not while only the list's own count moves (observer is memo: its props stay the same).
 */
const Row = observer(function Row<T>({ item, index, render }: RowProps<T>) {
  return <li>{render(item, index)}</li>;
}) as <T>(props: RowProps<T> & { readonly key?: string }) => ReactNode;

interface ProgressiveListProps<T> {
  readonly items: readonly T[];
  /** How many items the first frame mounts (what a phone's first screen shows). */
  readonly first: number;
  readonly keyOf: (item: T) => string;
  readonly render: (item: T, index: number) => ReactNode;
  /** What holds the place of one item not mounted yet (its reserved space). */
  readonly placeholder: ReactNode;
  readonly className?: string;
}

/**
 * A list whose items mount progressively (`useProgressiveCount`): the first screen at once, the rest while the browser
 * is idle or as the visitor scrolls towards them. Each item not mounted yet keeps its place with `placeholder`, so
 * nothing on screen moves when it mounts; every item is in the page within a few idle moments.
 */
export function ProgressiveList<T>({ items, first, keyOf, render, placeholder, className }: ProgressiveListProps<T>) {
  const { shown, sentinel } = useProgressiveCount(items.length, first);
  return (
    <ul className={className}>
      {items.slice(0, shown).map((item, i) => (
        <Row key={keyOf(item)} item={item} index={i} render={render} />
      ))}
      {items.slice(shown).map((item, i) => (
        <li key={`pending-${keyOf(item)}`} ref={i === 0 ? sentinel : undefined} aria-hidden="true" data-testid="list-pending">
          {placeholder}
        </li>
      ))}
    </ul>
  );
}

/** Renders `children` once the first frame is on screen (what sits below the fold). */
export function AfterFirstPaint({ children }: { readonly children: ReactNode }) {
  return useAfterFirstPaint() ? <>{children}</> : null;
}
