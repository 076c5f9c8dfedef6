import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterLoadAndQuiet, createPwaLayer, MAX_WAIT_MS, PwaPrompts, QUIET_MS, type PwaLayerModule } from './pwa-layer';

// Decision 0274: the service worker's registration, the update prompt and foreground push load once the page is done.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function fakeLayer() {
  const registerWorker = vi.fn();
  const module: PwaLayerModule = { registerWorker, startFieldData: vi.fn(), Prompts: () => <aside data-testid="prompts">prompts</aside> };
  return { registerWorker, load: vi.fn(async () => module) };
}

describe('the PWA layer', () => {
  it('loads nothing until the page is done, then registers the worker and shows its prompts', async () => {
    const layer = createPwaLayer();
    const { registerWorker, load } = fakeLayer();
    let whenIdle: () => void = () => undefined;
    render(<PwaPrompts layer={layer} />);
    layer.start({ load, whenIdle: (task) => (whenIdle = task) });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('prompts')).toBeNull();
    await act(async () => whenIdle());
    expect(load).toHaveBeenCalledTimes(1);
    expect(registerWorker).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('prompts')).toBeTruthy();
  });

  it('starts once, and a failed download leaves the page without the layer', async () => {
    const layer = createPwaLayer();
    const load = vi.fn(async (): Promise<PwaLayerModule> => { throw new Error('offline'); });
    render(<PwaPrompts layer={layer} />);
    layer.start({ load, whenIdle: (task) => task() });
    layer.start({ load, whenIdle: (task) => task() });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('prompts')).toBeNull();
  });

  it('waits for the network to be quiet after load, and never longer than its cap', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoadAndQuiet(task);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // requestIdleCallback (or its stand-in) runs it next.
    vi.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
