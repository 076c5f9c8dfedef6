import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** The browser's online/offline status (spec §4), fed by the web layer's online/offline events. */
@injectable()
export class ConnectivityStore {
  online = true;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setOnline(online: boolean): void {
    this.online = online;
  }
}
