import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  LIVE_POLL_INTERVAL_MS,
  LIVE_STREAM_OPEN_TIMEOUT_MS,
  LIVE_STREAM_RETRY_MS,
  liveReconnectDelayMs,
  liveReread,
  type GiftProduct,
  type LiveMode,
  type Page,
  type PageVisibility,
  type RegistryFeedEvent,
  type RegistryLiveGateway,
  type Scheduler,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { GIFT_PAGE_SIZE } from './gift-list';

/** What a live watch keeps up to date: a registry's page (a guest's copy or the owner's Lacak Kado). */
export interface LiveRegistryView {
  /** The gifts the page shows now. */
  readonly shownGiftIds: ReadonlySet<string>;
  /** How many pages of gifts the page has loaded (the polling fallback reads these again). */
  readonly loadedGiftPages: number;
  /** Reads these gifts again; a gift gone or hidden meanwhile leaves the page. */
  rereadGifts(ids: readonly string[]): Promise<void>;
  /** Reads the loaded pages of the list again. */
  rereadList(): Promise<void>;
  /** Reads the registry itself again (name, counts; a registry made private shows as such). */
  rereadRegistry(): Promise<void>;
  /** Puts a page read by the polling fallback in place. */
  applyGiftPage(page: number, result: Page<GiftProduct>): void;
}

const ALWAYS_VISIBLE: PageVisibility = { isVisible: () => true, onChange: () => () => undefined };

/**
 * Keeps an open registry page up to date (issue 16 item 1, decision 0260): a reservation, purchase, contribution or
 * cancellation by anyone shows within about a second, without a reload. It listens to the portal's change stream and
 * reads again only what changed; where the portal has no stream it polls the gift pages with their ETags every 15 s.
 * A hidden page neither streams nor polls; on its return it catches up at once. A dropped stream reconnects with
 * backoff (1 s doubling to 30 s).
 *
 * Issue 26: a stream lives exactly as long as its page is shown (closed on pagehide, on leaving the page and while
 * hidden; one watch per store, so one stream per tab). A stream not ready within LIVE_STREAM_OPEN_TIMEOUT_MS (no free
 * connection) or refused as busy (429, 503) is given up for polling, and tried again after LIVE_STREAM_RETRY_MS.
 */
@injectable()
export class RegistryLiveStore {
  /** How the watched page keeps up now: 'stream', 'polling', or 'off' (nothing watched, or the page is hidden). */
  mode: LiveMode = 'off';
  /** The change stream is open and has said it is ready. */
  connected = false;
  /** The registry being watched. */
  username = '';

  /** Spreads reconnects over time (0..1); a test may fix it. */
  jitter: () => number = Math.random;

  private watch: LiveWatch | null = null;

  constructor(
    @inject(TOKENS.RegistryLiveGateway) private readonly gateway: RegistryLiveGateway,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(TOKENS.PageVisibility) @optional() private readonly visibility: PageVisibility = ALWAYS_VISIBLE,
  ) {
    makeAutoObservable<RegistryLiveStore, 'gateway' | 'scheduler' | 'visibility' | 'watch'>(
      this,
      { gateway: false, scheduler: false, visibility: false, watch: false, jitter: false },
      { autoBind: true },
    );
  }

  /**
   * Keeps `view` up to date with the registry `username` until the answer is called (one watch at a time). The page
   * may give its own `visibility` (the browser's, loaded with the registry's screens rather than at boot).
   */
  start(username: string, view: LiveRegistryView, visibility: PageVisibility = this.visibility): () => void {
    this.watch?.stop();
    this.username = username;
    const watch = new LiveWatch(username, view, this.gateway, this.scheduler, visibility, this.jitter, (mode, connected) => this.report(watch, mode, connected));
    this.watch = watch;
    watch.start();
    return () => {
      watch.stop();
      if (this.watch === watch) {
        this.watch = null;
        this.report(watch, 'off', false, true);
      }
    };
  }

  private report(watch: LiveWatch, mode: LiveMode, connected: boolean, ended = false): void {
    if (this.watch !== watch && !ended) return;
    this.mode = mode;
    this.connected = connected;
  }
}

/** One page's watch: the stream or the polling, paused while hidden. */
class LiveWatch {
  private stopped = false;
  private visible: boolean;
  private usePolling = false;
  /** Polling until the stream is tried again (it could not be opened now; not refused for good). */
  private pollingForAWhile = false;
  private version: string | null = null;
  private failures = 0;
  private stream: AbortController | null = null;
  private cancelTimer: (() => void) | null = null;
  private stopListening: (() => void) | null = null;
  /** Polling only until this timer tries the stream again (the stream could not be opened, it was not refused for good). */
  private cancelRetry: (() => void) | null = null;
  private readonly etags = new Map<number, string | null>();
  private polling = false;

  constructor(
    private readonly username: string,
    private readonly view: LiveRegistryView,
    private readonly gateway: RegistryLiveGateway,
    private readonly scheduler: Scheduler,
    private readonly visibility: PageVisibility,
    private readonly jitter: () => number,
    private readonly report: (mode: LiveMode, connected: boolean) => void,
  ) {
    this.visible = visibility.isVisible();
  }

  start(): void {
    this.stopListening = this.visibility.onChange((visible) => {
      if (this.stopped || visible === this.visible) return;
      this.visible = visible;
      if (visible) this.resume(true);
      else this.pause();
    });
    if (this.visible) this.resume(false);
  }

  stop(): void {
    this.stopped = true;
    this.pause();
    this.stopListening?.();
  }

  /** Back to work: the stream again, or a poll now when coming back from hidden (catch up) and every 15 s after. */
  private resume(returning: boolean): void {
    if (this.usePolling) {
      this.report('polling', false);
      if (returning) void this.poll();
      else this.schedulePoll();
    } else {
      this.connect();
    }
  }

  private pause(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.stream?.abort();
    this.stream = null;
    this.report('off', false);
  }

  private connect(): void {
    if (this.stopped || !this.visible) return;
    this.pollingForAWhile = false;
    const abort = new AbortController();
    this.stream = abort;
    this.report('stream', false);
    // No 'ready' in time: the stream is waiting for a connection the browser does not have; poll instead.
    let cancelOpenTimer: (() => void) | null = this.scheduler.schedule(() => {
      cancelOpenTimer = null;
      if (abort.signal.aborted || this.stopped || this.stream !== abort) return;
      abort.abort();
      this.stream = null;
      this.pollForAWhile();
    }, LIVE_STREAM_OPEN_TIMEOUT_MS);
    const opened = () => {
      cancelOpenTimer?.();
      cancelOpenTimer = null;
    };
    abort.signal.addEventListener('abort', opened, { once: true });
    this.gateway.listen(this.username, (event) => {
      if (event.kind === 'ready') opened();
      this.onEvent(event, abort);
    }, abort.signal).then(
      (end) => {
        opened();
        if (abort.signal.aborted || this.stopped) return;
        this.stream = null;
        if (end === 'unavailable') {
          // No stream from this portal (or this registry may not be watched): poll with validators instead.
          this.usePolling = true;
          this.report('polling', false);
          this.schedulePoll();
        } else if (end === 'busy') {
          this.pollForAWhile();
        } else {
          this.reconnectLater();
        }
      },
      () => {
        opened();
        if (abort.signal.aborted || this.stopped) return;
        this.stream = null;
        this.reconnectLater();
      },
    );
  }

  /** The stream could not be opened now: poll at once (catching up) and on, and try the stream again later. */
  private pollForAWhile(): void {
    this.pollingForAWhile = true;
    this.report('polling', false);
    void this.poll();
    this.cancelRetry?.();
    this.cancelRetry = this.scheduler.schedule(() => {
      this.cancelRetry = null;
      if (this.stopped) return;
      this.pollingForAWhile = false;
      this.cancelTimer?.();
      this.cancelTimer = null;
      this.connect();
    }, LIVE_STREAM_RETRY_MS);
  }

  private reconnectLater(): void {
    this.report('stream', false);
    const delay = liveReconnectDelayMs(this.failures, this.jitter());
    this.failures += 1;
    this.cancelTimer?.();
    this.cancelTimer = this.scheduler.schedule(() => {
      this.cancelTimer = null;
      this.connect();
    }, delay);
  }

  private onEvent(event: RegistryFeedEvent, abort: AbortController): void {
    if (abort.signal.aborted || this.stopped) return;
    switch (event.kind) {
      case 'ready': {
        this.failures = 0;
        const missed = this.version !== null && this.version !== event.version;
        this.version = event.version;
        this.report('stream', true);
        // Back from sleep or a dropped connection with changes meanwhile: read what is shown again.
        if (missed) void Promise.all([this.view.rereadRegistry(), this.view.rereadList()]);
        return;
      }
      case 'change': {
        this.version = event.version;
        const plan = liveReread(event.giftIds, event.registryChanged, this.view.shownGiftIds);
        if (plan.kind === 'nothing') return;
        const work: Promise<void>[] = [];
        if (plan.registry) work.push(this.view.rereadRegistry());
        if (plan.kind === 'list') work.push(this.view.rereadList());
        else if (plan.ids.length > 0) work.push(this.view.rereadGifts(plan.ids));
        void Promise.all(work);
        return;
      }
      case 'gone':
        void this.view.rereadRegistry();
        return;
    }
  }

  private schedulePoll(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (this.stopped || !this.visible || !(this.usePolling || this.pollingForAWhile)) return;
    this.cancelTimer = this.scheduler.schedule(() => {
      this.cancelTimer = null;
      void this.poll();
    }, LIVE_POLL_INTERVAL_MS);
  }

  /** Reads each shown page with its validator; a 304 changes nothing. */
  private async poll(): Promise<void> {
    if (this.stopped || !this.visible || this.polling) return;
    this.polling = true;
    try {
      const pages = Math.max(1, this.view.loadedGiftPages);
      for (let page = 1; page <= pages && !this.stopped; page++) {
        const answer = await this.gateway.giftsIfChanged(this.username, { page, limit: GIFT_PAGE_SIZE }, this.etags.get(page) ?? null);
        if (this.stopped) return;
        if (answer.changed) {
          this.etags.set(page, answer.etag);
          this.view.applyGiftPage(page, answer.page);
        }
      }
    } catch {
      // Offline or refused: the next round tries again.
    } finally {
      this.polling = false;
      this.schedulePoll();
    }
  }
}

