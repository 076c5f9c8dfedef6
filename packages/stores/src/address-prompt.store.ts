import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * The add-address modal's state ('Satu langkah lagi!', spec §4): opened by the application lifecycle when a signed-in
 * user without an address arrives, or by the owner's share check; the root layout shows it and closes it.
 */
@injectable()
export class AddressPromptStore {
  open = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
  }
}
