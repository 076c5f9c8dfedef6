import { describe, expect, it, vi } from 'vitest';
import { domainError, type Page } from '@kado/domain';
import { PagedQuery } from './paged-query';

function pageOf(page: number, totalPage: number, items: string[]): Page<string> {
  return { items, page, totalPage };
}

/** Three pages of two rows each. */
const threePages = (page: number) => Promise.resolve(pageOf(page, 3, [`${page}a`, `${page}b`]));

describe('PagedQuery', () => {
  it('loads the first page, then appends the next ones, and knows when there are no more', async () => {
    const list = new PagedQuery<string>(threePages);
    expect(list.hasMore).toBe(true);
    const first = list.loadMore();
    expect(list.isFirstLoad).toBe(true);
    await first;
    expect(list.items).toEqual(['1a', '1b']);
    await list.loadMore();
    await list.loadMore();
    expect(list.items).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
    expect(list.hasMore).toBe(false);
    expect(await list.loadMore()).toBe(false);
  });

  it('knows the pages the portal said exist (0 before its answer) and that a failed one is still left', async () => {
    let fail = false;
    const list = new PagedQuery<string>((page) => (fail ? Promise.reject(domainError({ kind: 'offline' })) : threePages(page)));
    expect([list.knownPages, list.pagesLeft]).toEqual([0, false]);
    await list.loadMore();
    expect([list.knownPages, list.pagesLeft]).toEqual([3, true]);
    fail = true;
    await list.loadMore();
    expect(list.status).toBe('error');
    expect([list.hasMore, list.pagesLeft]).toEqual([false, true]);
    fail = false;
    await list.retry();
    await list.loadMore();
    expect([list.page, list.pagesLeft]).toEqual([3, false]);
  });

  it('loads one page at a time: a second loadMore() while a page loads is ignored', async () => {
    const fetch = vi.fn(threePages);
    const list = new PagedQuery<string>(fetch);
    const a = list.loadMore();
    const b = list.loadMore();
    expect(list.canLoadMore).toBe(false);
    await Promise.all([a, b]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops paging on an error, keeps the rows, and retry() loads the failed page again', async () => {
    const fetch = vi.fn(threePages);
    fetch.mockImplementationOnce(threePages).mockRejectedValueOnce(domainError({ kind: 'offline' }));
    const list = new PagedQuery<string>(fetch);
    await list.loadMore();
    expect(await list.loadMore()).toBe(false);
    expect(list.status).toBe('error');
    expect(list.error).toEqual({ kind: 'offline' });
    expect(list.items).toEqual(['1a', '1b']);
    expect(list.hasMore).toBe(false);
    expect(await list.loadMore()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await list.retry()).toBe(true);
    expect(fetch).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(list.items).toEqual(['1a', '1b', '2a', '2b']);
    expect(list.hasMore).toBe(true);
  });

  it('retry() after a failed reload asks for page 1 again', async () => {
    const fetch = vi.fn(threePages);
    const list = new PagedQuery<string>(fetch);
    await list.loadMore();
    await list.loadMore();
    fetch.mockRejectedValueOnce(domainError({ kind: 'timeout' }));
    await list.reload();
    expect(list.items).toEqual(['1a', '1b', '2a', '2b']);
    await list.retry();
    expect(fetch).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    expect(list.items).toEqual(['1a', '1b']);
  });

  it('reset() aborts the page in flight and ignores its late answer', async () => {
    let release!: (page: Page<string>) => void;
    let seenSignal!: AbortSignal;
    const slow = (_page: number, signal: AbortSignal) => {
      seenSignal = signal;
      return new Promise<Page<string>>((resolve) => (release = resolve));
    };
    const list = new PagedQuery<string>(slow);
    const old = list.loadMore();
    const fresh = list.reset(async (page) => pageOf(page, 1, ['new']));
    expect(seenSignal.aborted).toBe(true);
    await fresh;
    release(pageOf(1, 1, ['old (late)']));
    expect(await old).toBe(false);
    expect(list.items).toEqual(['new']);
  });

  it('reload() keeps the rows shown until page 1 answers, then replaces them', async () => {
    let version = 'v1';
    const list = new PagedQuery<string>(async (page) => pageOf(page, 2, [`${version}-${page}`]));
    await list.loadMore();
    await list.loadMore();
    version = 'v2';
    const done = list.reload();
    expect(list.items).toEqual(['v1-1', 'v1-2']);
    await done;
    expect(list.items).toEqual(['v2-1']);
    expect(list.hasMore).toBe(true);
  });

  it('prepends, appends, updates and removes items in place', async () => {
    const list = new PagedQuery<string>(async (page) => pageOf(page, 1, ['a', 'b', 'c']));
    await list.loadMore();
    list.prepend('new');
    list.append('last');
    list.update((item) => item === 'b', (item) => item.toUpperCase());
    list.remove((item) => item === 'c');
    expect(list.items).toEqual(['new', 'a', 'B', 'last']);
    const before = list.items;
    list.remove(() => true);
    list.setItems(before);
    expect(list.items).toEqual(['new', 'a', 'B', 'last']);
  });

  it('keeps only the items the filter accepts', async () => {
    const list = new PagedQuery<string>(async (page) => pageOf(page, 1, ['a', '', 'b']), { keep: (item) => item !== '' });
    await list.loadMore();
    expect(list.items).toEqual(['a', 'b']);
  });

  it('with identify, a row a later page holds again is not repeated', async () => {
    const list = new PagedQuery<string>(async (page) => pageOf(page, 2, page === 1 ? ['a', 'b'] : ['b', 'c']), { identify: (item) => item });
    await list.loadMore();
    await list.loadMore();
    expect(list.items).toEqual(['a', 'b', 'c']);
  });

  it('clear() empties the list and is empty only after a ready empty answer', async () => {
    const list = new PagedQuery<string>(async (page) => pageOf(page, 1, []));
    expect(list.isEmpty).toBe(false);
    await list.loadMore();
    expect(list.isEmpty).toBe(true);
    list.clear();
    expect(list.status).toBe('idle');
    expect(list.items).toEqual([]);
  });

  it('restores a snapshot only while nothing is loaded', async () => {
    const list = new PagedQuery<string>(threePages);
    expect(list.restore({ items: ['x'], page: 2, totalPage: 3 })).toBe(true);
    expect(list.items).toEqual(['x']);
    expect(list.snapshot()).toEqual({ items: ['x'], page: 2, totalPage: 3 });
    expect(list.restore({ items: ['y'], page: 1, totalPage: 3 })).toBe(false);
    await list.loadMore();
    expect(list.items).toEqual(['x', '3a', '3b']);
  });
  it('replacePage puts a changed page in place, and answers false when the list shifted', async () => {
    type Row = { readonly id: string; readonly reserved: boolean };
    const row = (id: string, reserved = false): Row => ({ id, reserved });
    const list = new PagedQuery<Row>(async (page) => ({ items: [row('1'), row('2'), row('3')], page, totalPage: 1 }), { identify: (r) => r.id, pageSize: 2 });
    await list.loadMore();
    expect(list.replacePage(2, { items: [row('3', true)], page: 2, totalPage: 2 })).toBe(true);
    expect(list.items[2]?.reserved).toBe(true);
    expect(list.replacePage(1, { items: [row('1'), row('9')], page: 1, totalPage: 2 })).toBe(false);
    expect(list.replacePage(1, { items: [row('1')], page: 1, totalPage: 2 })).toBe(false);
    expect(list.items.map((r) => r.id)).toEqual(['1', '2', '3']);
    const plain = new PagedQuery<Row>(async (page) => ({ items: [row('1')], page, totalPage: 1 }));
    await plain.loadMore();
    expect(plain.replacePage(1, { items: [row('1', true)], page: 1, totalPage: 1 })).toBe(false);
  });

  it('refetchLoaded reads every loaded page again one after the other, keeping the rows below until their page answers', async () => {
    let version = 'v1';
    const answers: (() => void)[] = [];
    const fetch = vi.fn((page: number) => new Promise<Page<string>>((resolve) => answers.push(() => resolve(pageOf(page, 3, [`${version}-${page}a`, `${version}-${page}b`])))));
    const list = new PagedQuery<string>(fetch);
    for (let i = 0; i < 2; i++) {
      const more = list.loadMore();
      answers.shift()!();
      await more;
    }
    version = 'v2';
    const again = list.refetchLoaded();
    expect(list.items).toEqual(['v1-1a', 'v1-1b', 'v1-2a', 'v1-2b']);
    answers.shift()!();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(list.items).toEqual(['v2-1a', 'v2-1b', 'v1-2a', 'v1-2b']);
    expect(list.status).toBe('loading');
    answers.shift()!();
    expect(await again).toBe(true);
    expect(list.items).toEqual(['v2-1a', 'v2-1b', 'v2-2a', 'v2-2b']);
    expect([list.page, list.status, list.hasMore]).toEqual([2, 'ready', true]);
    expect(fetch.mock.calls.map(([page]) => page)).toEqual([1, 2, 1, 2]);
  });

  it('refetchLoaded with identify drops a row gone from a page read again, and stops at a list that shrank', async () => {
    let rows = ['a', 'b', 'c', 'd'];
    const list = new PagedQuery<string>(async (page) => ({ items: rows.slice((page - 1) * 2, page * 2), page, totalPage: Math.ceil(rows.length / 2) }), { identify: (r) => r });
    await list.loadMore();
    await list.loadMore();
    rows = ['b', 'd'];
    expect(await list.refetchLoaded()).toBe(true);
    expect(list.items).toEqual(['b', 'd']);
    expect([list.page, list.hasMore]).toEqual([1, false]);
  });

  it('refetchLoaded stops at a failed page like loadMore (retry asks for it again); a failed page 1 leaves the list as it was', async () => {
    const fetch = vi.fn(threePages);
    const list = new PagedQuery<string>(fetch);
    await list.loadMore();
    await list.loadMore();
    fetch.mockRejectedValueOnce(domainError({ kind: 'offline' }));
    expect(await list.refetchLoaded()).toBe(false);
    expect([list.items, list.page, list.status]).toEqual([['1a', '1b', '2a', '2b'], 2, 'error']);
    await list.retry();
    expect(fetch).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    fetch.mockImplementationOnce(threePages).mockImplementationOnce(threePages).mockRejectedValueOnce(domainError({ kind: 'timeout' }));
    await list.loadMore();
    expect(await list.refetchLoaded()).toBe(false);
    expect([list.items, list.page, list.error]).toEqual([['1a', '1b'], 1, { kind: 'timeout' }]);
    expect(await list.retry()).toBe(true);
    expect(fetch).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    expect(list.items).toEqual(['1a', '1b', '2a', '2b']);
  });

  it('starting over during refetchLoaded drops the rest of it (a late answer never lands)', async () => {
    const answers: ((page: Page<string>) => void)[] = [];
    const list = new PagedQuery<string>(async (page) => pageOf(page, 2, [`old-${page}`]));
    await list.loadMore();
    const again = list.refetchLoaded();
    void again;
    list.reset((page) => new Promise<Page<string>>((resolve) => answers.push(resolve)).then((p) => ({ ...p, page })));
    answers.shift()!(pageOf(1, 1, ['new']));
    await vi.waitFor(() => expect(list.items).toEqual(['new']));
    expect(await again).toBe(false);
    expect(list.items).toEqual(['new']);
  });

  it('ensureFirstPage joins a first page on its way, keeps a list shown, starts over when fresh, asks again after a failure', async () => {
    const page = (n: number): Page<number> => ({ items: [n], page: n, totalPage: 3 });
    let asked = 0;
    let fail = false;
    const list = new PagedQuery<number>(async (n) => {
      asked += 1;
      if (fail) throw new Error('offline');
      return page(n);
    });
    const [a, b] = await Promise.all([list.ensureFirstPage(), list.ensureFirstPage()]);
    expect([a, b, asked, list.items]).toEqual([true, true, 1, [1]]);
    await list.loadMore();
    expect(await list.ensureFirstPage()).toBe(true);
    expect([asked, list.items]).toEqual([2, [1, 2]]);
    expect(await list.ensureFirstPage(true)).toBe(true);
    expect([asked, list.items]).toEqual([3, [1]]);
    fail = true;
    expect(await list.ensureFirstPage(true)).toBe(false);
    fail = false;
    expect(await list.ensureFirstPage()).toBe(true);
    expect([asked, list.status]).toEqual([5, 'ready']);
  });
});
