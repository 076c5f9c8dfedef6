import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail } from '@kado/domain';
import { toErrorDetail } from './async-state';

/**
 * The pending flag and the error of the session's sign-in and verification actions: one runs at a time (buttons
 * disable, a double submit is ignored), and its failure is kept for the screen to say.
 */
export class SignInRequest {
  pending = false;
  error: DomainErrorDetail | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Runs `call` unless one is running; true when it succeeded. */
  async run(call: () => Promise<unknown>): Promise<boolean> {
    if (this.pending) return false;
    this.pending = true;
    this.error = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => (this.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pending = false));
    }
  }

  clearError(): void {
    this.error = null;
  }
}
