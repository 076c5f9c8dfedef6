import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { PublicRegistryStore, RegistryLiveStore } from '@kado/stores';
import { renderSignedIn } from '../../test/signed-in';
import { ProgressiveList } from './progressive-list';

// Decision 0345: a long list mounts the first screen's items at once, the rest one per idle moment once the first
// frame is painted, or all at once when the visitor scrolls towards them. The paint, the idle moments and the
// intersection observer are held here, so each step can be looked at.
const painted: (() => void)[] = [];
vi.mock('../../platform/after-paint', () => ({ afterNextPaint: (task: () => void) => void painted.push(task) }));
vi.setConfig({ testTimeout: 20_000 });

let idle: (() => void)[] = [];
let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class HeldObserver {
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observed.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    observed = observed.filter((o) => o !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  idle = [];
  observed = [];
  painted.length = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal('IntersectionObserver', HeldObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paint = () => act(async () => {
  for (const task of painted.splice(0)) task();
});
const idleMoment = () => act(async () => {
  for (const task of idle.splice(0)) task();
});
const scrollNear = () => act(async () => {
  for (const o of [...observed]) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), o as unknown as IntersectionObserver);
});

const items = (n: number) => Array.from({ length: n }, (_, i) => `gift ${i + 1}`);

function List({ of, onRender }: { readonly of: readonly string[]; readonly onRender?: (item: string) => void }) {
  return (
    <ProgressiveList
      items={of}
      first={3}
      keyOf={(item) => item}
      placeholder={<span>…</span>}
      render={(item) => {
        onRender?.(item);
        return <span data-testid="item">{item}</span>;
      }}
    />
  );
}

const mounted = () => screen.queryAllByTestId('item').map((e) => e.textContent);

describe('ProgressiveList (decision 0345)', () => {
  it('mounts only the first items before the first paint, with a placeholder holding the place of each other one', async () => {
    render(<List of={items(10)} />);
    expect(mounted()).toEqual(['gift 1', 'gift 2', 'gift 3']);
    expect(screen.getAllByTestId('list-pending')).toHaveLength(7);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(10);
    // Nothing more while the browser is busy with the first frame.
    await idleMoment();
    expect(mounted()).toHaveLength(3);
  });

  it('mounts one more item per idle moment after the first paint, without rendering the mounted ones again', async () => {
    const renders: string[] = [];
    render(<List of={items(6)} onRender={(item) => renders.push(item)} />);
    await paint();
    renders.length = 0;
    await idleMoment();
    expect(mounted()).toEqual(['gift 1', 'gift 2', 'gift 3', 'gift 4']);
    expect(renders).toEqual(['gift 4']);
    await idleMoment();
    await idleMoment();
    expect(mounted()).toHaveLength(6);
    expect(screen.queryAllByTestId('list-pending')).toHaveLength(0);
    expect(renders).toEqual(['gift 4', 'gift 5', 'gift 6']);
  });

  it('mounts every item at once when the visitor scrolls towards the placeholders, after idle steps too', async () => {
    render(<List of={items(10)} />);
    expect(observed).toHaveLength(1);
    expect(observed[0]?.targets[0]).toBe(screen.getAllByTestId('list-pending')[0]);
    await paint();
    await idleMoment();
    expect(mounted()).toHaveLength(4);
    // The first placeholder now is another element: that one is watched.
    expect(observed).toHaveLength(1);
    expect(observed[0]?.targets[0]).toBe(screen.getAllByTestId('list-pending')[0]);
    await scrollNear();
    await waitFor(() => expect(mounted()).toHaveLength(10));
    expect(screen.queryAllByTestId('list-pending')).toHaveLength(0);
  });

  it('once every item was mounted, mounts a next page at once', async () => {
    const { rerender } = render(<List of={items(4)} />);
    await paint();
    await idleMoment();
    expect(mounted()).toHaveLength(4);
    await act(async () => rerender(<List of={items(8)} />));
    expect(mounted()).toHaveLength(8);
  });
});

describe('the public registry page mounts its gifts progressively and starts its live watch when idle (decision 0345)', () => {
  it('shows the first three gifts and a placeholder for each other one until idle moments or a scroll mount them; the live watch waits for idle', async () => {
    const { container } = await renderSignedIn('/registry/bunda-demo');
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, { timeout: 5000 });
    const loaded = container.get(PublicRegistryStore).gifts.length;
    expect(loaded).toBeGreaterThan(4);
    const live = container.get(RegistryLiveStore);
    expect(screen.getAllByTestId('gift-card')).toHaveLength(3);
    expect(screen.getAllByTestId('list-pending')).toHaveLength(loaded - 3);
    // Painted, but the browser not yet idle: still the first screen's gifts, and no live watch.
    await paint();
    expect(screen.getAllByTestId('gift-card')).toHaveLength(3);
    expect(live.mode).toBe('off');
    // One idle moment: the live watch starts and one more gift mounts.
    await idleMoment();
    expect(live.mode).not.toBe('off');
    expect(screen.getAllByTestId('gift-card')).toHaveLength(4);
    // The visitor scrolls down: every gift is there, with the same badges as the store gives.
    await scrollNear();
    await waitFor(() => expect(screen.getAllByTestId('gift-card')).toHaveLength(loaded));
    const store = container.get(PublicRegistryStore);
    expect(screen.getAllByTestId('gift-badge').map((b) => b.textContent)).toEqual(store.gifts.map((g) => store.badgeOf(g) ?? 'Tersedia'));
  });
});
