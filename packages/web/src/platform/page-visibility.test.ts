import { describe, expect, it } from 'vitest';
import { DocumentVisibility } from './page-visibility';

// Issue 26: a page being left closes its change stream at once (pagehide), and one back from the cache opens it again.
describe('DocumentVisibility', () => {
  it('reports hidden on pagehide and shown again on pageshow', () => {
    const visibility = new DocumentVisibility();
    const heard: boolean[] = [];
    const stop = visibility.onChange((visible) => heard.push(visible));
    expect(visibility.isVisible()).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(heard).toEqual([false]);
    expect(visibility.isVisible()).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
    expect(heard).toEqual([false, true]);
    expect(visibility.isVisible()).toBe(true);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(heard).toEqual([false, true]);
  });
});
