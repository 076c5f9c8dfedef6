import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { PagedQuery } from '@kado/stores';
import { renderUi } from '../test/render';
import { Navbar } from './navbar';
import { InfiniteFooter } from './infinite-list';

// Spec §2 scroll flags: scrolled after 20px (the navbar's shadow), bottom within 20px of the end (the next page).

function page(scrollY: number, clientHeight = 800, scrollHeight = 2000): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
}

async function scrollTo(scrollY: number, clientHeight?: number, scrollHeight?: number): Promise<void> {
  page(scrollY, clientHeight, scrollHeight);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

beforeEach(() => page(0));
afterEach(cleanup);

describe('the scrolled flag (spec §2)', () => {
  it('gives the navbar its shadow only past 20px', async () => {
    renderUi(<Navbar title="Produk" />);
    const header = screen.getByRole('banner');
    expect(header.className).not.toContain('navbar--scrolled');
    await scrollTo(20);
    expect(header.className).not.toContain('navbar--scrolled');
    await scrollTo(21);
    expect(header.className).toContain('navbar--scrolled');
    await scrollTo(0);
    expect(header.className).not.toContain('navbar--scrolled');
  });
});

describe('the bottom flag (spec §2)', () => {
  it('loads the next page of an infinite list within 20px of the end, not before', async () => {
    const asked: number[] = [];
    const list = new PagedQuery<number>((n) => {
      asked.push(n);
      // Each page makes the page 1000px longer: the shopper is no longer at the bottom.
      if (n > 1) page(window.scrollY, 800, 1000 + n * 1000);
      return Promise.resolve({ items: [n], page: n, totalPage: 5 });
    });
    await list.reload();
    render(<InfiniteFooter list={list} loadingText="Memuat" errorText="Gagal" retryText="Coba lagi" />);
    await scrollTo(1179);
    expect(asked).toEqual([1]);
    await scrollTo(1180);
    await waitFor(() => expect(asked).toEqual([1, 2]));
    await scrollTo(1500, 800, 3000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([1, 2]);
    await scrollTo(2185, 800, 3000);
    await waitFor(() => expect(asked).toEqual([1, 2, 3]));
  });
});

describe('the first measure (issue 32)', () => {
  it('reads the page height in the next frame, not while the page is being committed, and then gives the flag', async () => {
    page(100);
    let reads = 0;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => { reads += 1; return 2000; } });
    renderUi(<Navbar title="Produk" />);
    const header = screen.getByRole('banner');
    expect(reads).toBe(0);
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    });
    expect(reads).toBeGreaterThan(0);
    expect(header.className).toContain('navbar--scrolled');
  });
});
