import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import type { RegistryLiveGateway, Scheduler } from '@kado/domain';
import { RegistryLiveStore } from '@kado/stores';
import { useLiveStateAttribute } from './live-registry';

// Issue 32: the page's live state is written to `data-live` where it is; the screen that starts the watch is not
// rendered again when the stream connects (the whole registry screen was, in the idle callback that starts it).
const gateway: RegistryLiveGateway = { listen: () => new Promise(() => undefined), giftsIfChanged: () => new Promise(() => undefined) };
const scheduler: Scheduler = { schedule: () => () => undefined };

describe('useLiveStateAttribute', () => {
  it('follows the live state in data-live without rendering the screen again, and stops when unmounted', () => {
    const live = new RegistryLiveStore(gateway, scheduler);
    let renders = 0;
    const Screen = observer(function Screen() {
      renders += 1;
      return <section aria-label="hadiah" ref={useLiveStateAttribute(live)} />;
    });
    const { container, unmount } = render(<Screen />);
    const section = container.querySelector('section')!;
    expect(section.dataset['live']).toBe('off');
    act(() => runInAction(() => { live.mode = 'stream'; }));
    expect(section.dataset['live']).toBe('stream');
    act(() => runInAction(() => { live.connected = true; }));
    expect(section.dataset['live']).toBe('on');
    expect(renders).toBe(1);
    unmount();
    runInAction(() => { live.connected = false; });
    expect(section.dataset['live']).toBe('on');
  });
});
