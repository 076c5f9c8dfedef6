import { describe, expect, it } from 'vitest';
import { LAST_SEEN_LIMIT, lastSeenOf } from './last-seen';

describe("'Terakhir dilihat' (spec §9)", () => {
  it('keeps the newest six of the history, in its order', () => {
    const history = Array.from({ length: 9 }, (_, i) => `p${i}`);
    expect(LAST_SEEN_LIMIT).toBe(6);
    expect(lastSeenOf(history)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(lastSeenOf(['a', 'b'])).toEqual(['a', 'b']);
  });
});
