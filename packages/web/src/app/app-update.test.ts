import { describe, expect, it, vi } from 'vitest';
import { createAppUpdate, type WorkerLike } from './app-update';
import { SKIP_WAITING } from '../sw/update-policy';

// Decision 0222: a new version waits for the user's consent; 'Muat ulang' lets it take over and reloads once.

class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: unknown) {
    super();
  }
  change() {
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp(controlled: boolean) {
  const reload = vi.fn();
  const update = createAppUpdate(reload);
  const registration = new FakeRegistration();
  const container = new FakeContainer(controlled ? {} : null);
  const changes = vi.fn();
  update.subscribe(changes);
  return { reload, update, registration, container, changes };
}

describe('the update prompt state (decision 0222)', () => {
  it('offers a version that installs while an older one controls the page, and only then', () => {
    const { update, registration, container, changes } = setUp(true);
    update.watch(registration, container);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(update.getSnapshot()).toBe(false);
    worker.become('installed');
    expect(update.getSnapshot()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('offers a version already waiting when the page opens', () => {
    const { update, registration, container } = setUp(true);
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    update.watch(registration, container);
    expect(update.getSnapshot()).toBe(true);
  });

  it('offers nothing on the first install (nothing controls the page yet) and never reloads for it', () => {
    const { update, registration, container, reload } = setUp(false);
    update.watch(registration, container);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.become('installed');
    expect(update.getSnapshot()).toBe(false);
    container.change();
    expect(reload).not.toHaveBeenCalled();
  });

  it('takes the update only on consent: posts SKIP_WAITING, then reloads once when the new worker controls', () => {
    const { update, registration, container, reload } = setUp(true);
    update.watch(registration, container);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.become('installed');
    container.change();
    expect(reload).not.toHaveBeenCalled();
    expect(worker.posted).toEqual([]);
    update.apply();
    expect(worker.posted).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();
    container.change();
    container.change();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab already let the version take over', () => {
    const { update, registration, container, reload } = setUp(true);
    update.watch(registration, container);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.become('installed');
    worker.become('activated');
    update.apply();
    expect(worker.posted).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
