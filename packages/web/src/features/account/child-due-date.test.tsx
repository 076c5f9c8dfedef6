import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, words and numbers: a child's date after today is the expected birth ('Perkiraan lahir'), not 'Lahir'.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

describe('/child: the date of each child', () => {
  it("says 'Perkiraan lahir' for a baby on the way and 'Lahir' for a child born", async () => {
    const next = new Date();
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const due = next.toISOString().slice(0, 10);
    const { portal } = await renderSignedIn('/child', {
      before: (p) => void p.state.children.push({ id: 99, user_id: 1, name: 'Adik Bayi', is_default: false, birth_date: due, gender: null }),
    });
    const items = await screen.findAllByTestId('child-item', {}, { timeout: 8000 });
    const byName = (name: string) => items.find((li) => within(li).queryByRole('heading', { name }) !== null)!;
    expect(portal.state.children.some((c) => c.id === 99)).toBe(true);
    expect(byName('Adik Bayi').textContent).toMatch(/Perkiraan lahir \d{1,2} \w+ \d{4}/);
    expect(byName('Arka').textContent).toContain('Lahir 14 Februari 2024');
    expect(byName('Arka').textContent).not.toContain('Perkiraan');
  });
});
