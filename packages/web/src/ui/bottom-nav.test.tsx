import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { BottomNav } from './bottom-nav';

afterEach(cleanup);

describe('BottomNav (spec §2)', () => {
  it('links the five items to their routes, marking the current one', () => {
    renderUi(<BottomNav />, '/artikel');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Shop', '/'], ['Artikel', '/artikel'], ['Registry', '/registry'], ['Review', '/review'], ['Profile', '/profile'],
    ]);
    expect(screen.getByRole('link', { name: 'Artikel' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    [undefined, null],
    [0, null],
    [3, '3'],
    [9, '9'],
    [10, '9+'],
    [120, '9+'],
  ])('badge for %s is %s', (count, shown) => {
    renderUi(<BottomNav badgeCount={count} />);
    const badge = screen.queryByTestId('nav-badge');
    if (shown === null) expect(badge).toBeNull();
    else expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe(shown);
  });
});
