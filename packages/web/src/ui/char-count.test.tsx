import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { CharCount } from './char-count';

afterEach(cleanup);

describe('CharCount (QA, 28 November: a paste past a limit was cut with nothing saying so)', () => {
  it('says how much of the limit is used', () => {
    renderUi(<CharCount value={'x'.repeat(300)} max={300} />);
    expect(screen.getByText('300/300 karakter')).toBeTruthy();
  });
});
