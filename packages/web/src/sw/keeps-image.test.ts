import { describe, expect, it } from 'vitest';
import { keepsImage } from './cache-policy';

// Issue 30 item 4 (decision 0426): a private registry's picture, answered to its owner alone, is never kept by the
// worker (its image cache outlives a logout).
describe('keepsImage', () => {
  it('keeps a product picture and a public upload, never an answer marked private', () => {
    expect(keepsImage('public, max-age=86400')).toBe(true);
    expect(keepsImage('no-store')).toBe(true);
    expect(keepsImage(null)).toBe(true);
    expect(keepsImage('private, no-store')).toBe(false);
    expect(keepsImage('no-store, Private')).toBe(false);
    expect(keepsImage('max-age=60, private-ish')).toBe(true);
  });
});
