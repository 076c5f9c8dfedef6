import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Child, ChildGateway, DomainErrorDetail } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { toErrorDetail, type LoadStatus } from './async-state';

/** The logged-in user's children; loaded only when logged in (spec §4). */
@injectable()
export class ChildrenStore {
  children: readonly Child[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.ChildGateway) private readonly gateway: ChildGateway,
  ) {
    makeAutoObservable<ChildrenStore, 'session' | 'gateway'>(this, { session: false, gateway: false }, { autoBind: true });
  }

  get defaultChild(): Child | null {
    return this.children.find((child) => child.isDefault) ?? null;
  }

  async load(): Promise<void> {
    if (!this.session.isLoggedIn) {
      this.children = [];
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    this.error = null;
    try {
      const children = await this.gateway.list();
      runInAction(() => {
        this.children = children;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }
}
