import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import type { AppHost } from '@kado/domain';
import { addressPromptWaitsOn, pathAfterSessionEnd } from '@kado/domain';
import { AddressPromptStore } from './address-prompt.store';
import { ConnectivityStore } from './connectivity.store';
import { NavigationStore } from './navigation.store';
import { NotificationStore } from './notification.store';
import { PreferencesStore } from './preferences.store';
import { SessionStore } from './session.store';
import { TOKENS } from './tokens';
import type { MemberStoresSource } from './member.module';

/**
 * The application's start-up and its standing rules, started once by the composition root (not by a component):
 * - restores the stored session (and checks it again when the device is back online: spec §4, never a logout for an
 *   unreachable portal), and leaves for a fresh document when a session ends (decision 0184: home after a logout,
 *   /login?from={fullPath} after an expiry);
 * - loads the counters, the children and 'Terakhir dilihat' for each signed-in user (spec §4: only when logged in;
 *   the children's and the search popup's stores arrive with TOKENS.MemberStores);
 * - asks a signed-in user without an address to add one at each arrival, after a refetch (spec §4), never a guest
 *   giver (decision 0183) and not on a giver's pages or the sign-in steps until her next page (decision 0080);
 * - feeds the host's online/offline status to the ConnectivityStore the UI reads;
 * - sends the session record of every path (spec §4) once the page is on screen.
 * React reads the stores this service fills; it starts nothing itself.
 */
@injectable()
export class AppLifecycle {
  /** The path the app shows (without query and hash); null until the composition root gives the first one. */
  path: string | null = null;
  /** The user the address prompt is due for at her next page a prompt may show on; null when none is. */
  promptDueFor: string | null = null;

  private host: AppHost | null = null;
  private stops: (() => void)[] = [];

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(PreferencesStore) private readonly preferences: PreferencesStore,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
    @inject(NavigationStore) private readonly navigation: NavigationStore,
    @inject(AddressPromptStore) private readonly addressPrompt: AddressPromptStore,
    @inject(TOKENS.MemberStores) private readonly member: MemberStoresSource,
  ) {
    makeAutoObservable<AppLifecycle, 'session' | 'notifications' | 'preferences' | 'connectivity' | 'navigation' | 'addressPrompt' | 'member' | 'host' | 'stops'>(
      this,
      {
        session: false, notifications: false, preferences: false, connectivity: false,
        navigation: false, addressPrompt: false, member: false, host: false, stops: false,
      },
      { autoBind: true },
    );
  }

  get started(): boolean {
    return this.host !== null;
  }

  /** Starts the app on `host` (once; a second call does nothing). Answers the function that stops it. */
  start(host: AppHost): () => void {
    if (this.host) return this.stop;
    this.host = host;
    this.preferences.ensureLocaleCookie();
    void this.session.restore();
    this.stops.push(
      reaction(
        () => this.session.ended,
        (ended) => {
          if (ended) host.leave(pathAfterSessionEnd(ended.reason, host.currentPath()));
        },
      ),
      reaction(() => this.session.user?.id ?? null, this.userArrived, { fireImmediately: true }),
      reaction(
        () => ({ due: this.promptDueFor, user: this.session.user, needsAddress: this.session.needsAddress, path: this.path }),
        ({ due, user, needsAddress, path }) => {
          if (due === null || user?.id !== due || path === null) return;
          if (needsAddress && addressPromptWaitsOn(path, user.username)) return;
          this.settlePrompt(needsAddress);
        },
      ),
      host.onConnectivityChange(this.connectivityChanged),
    );
    this.connectivityChanged();
    return this.stop;
  }

  /** The app shows `path` now (the composition root feeds every location change). */
  pathChanged(path: string): void {
    if (path === this.path) return;
    this.path = path;
    this.host?.afterPaint(() => this.navigation.pathChanged(path));
  }

  /** Stops every reaction and listener (a test's clean-up, or a host going away). */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.host = null;
  }

  private userArrived(id: string | null): void {
    void this.notifications.load();
    this.promptDueFor = null;
    if (id === null) return;
    // Her children (spec §4: only when logged in) and 'Terakhir dilihat', with the member stores' chunks; a failed
    // download is asked again by the screens that need them (ChildrenStore.whenLoaded, the search popup).
    void this.member().then(({ children, search }) => {
      void children.load();
      void search.loadLastSeen();
    }, () => undefined);
    void this.session.refetchUser().then(() => this.refetched(id));
  }

  private refetched(id: string): void {
    if (this.session.user?.id === id && this.session.needsAddress) this.promptDueFor = id;
  }

  private settlePrompt(needsAddress: boolean): void {
    this.promptDueFor = null;
    if (needsAddress) this.addressPrompt.show();
  }

  private connectivityChanged(): void {
    const online = this.host?.isOnline() ?? true;
    this.connectivity.setOnline(online);
    if (online) void this.session.resume();
  }
}
