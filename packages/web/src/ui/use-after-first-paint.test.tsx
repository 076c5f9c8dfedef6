import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'later' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true once it has been painted', async () => {
    render(<Probe />);
    expect(screen.getByText('first')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
  });
});
