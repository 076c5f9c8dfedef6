import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { usePageTexts } from './page-texts';

const TEXTS = { gift: { reserve: 'Reservasi' } };

function Gift() {
  // A namespace of the test's own, outside the typed resources (decision 0446).
  const { t } = usePageTexts('kado-test' as 'reviews', TEXTS);
  return <button type="button">{(t as unknown as (key: string) => string)('gift.reserve')}</button>;
}

describe('usePageTexts', () => {
  it('registers a feature texts once for every card of a list, on the instance in context (issue 32)', () => {
    const i18n = createI18n();
    const add = vi.spyOn(i18n.store as unknown as { addResourceBundle: (...args: unknown[]) => void }, 'addResourceBundle');
    render(
      <I18nextProvider i18n={i18n}>
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => <Gift key={n} />)}
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Reservasi' })).toHaveLength(8);
    expect(add).toHaveBeenCalledTimes(1);
  });
});
