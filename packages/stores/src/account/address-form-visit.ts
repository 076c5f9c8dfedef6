import { JoinedRead } from '../async';

/** What opening the address form asks of the address store. */
interface AddressForms {
  discardDraft(): void;
  startNew(): void;
  startEdit(id: string): Promise<void>;
}

/**
 * The address form's data, asked for by its route's loader (/address/add, /address/{edit}, /profile/address/{edit}):
 * a new address, or the saved one to edit (read when the list does not know it). A draft the map screens handed back
 * (a pinpoint or district picked for it) is kept; any other is discarded first, so a new visit starts from what is
 * saved, as the form's render-time opening did (decision 0371). A read of the same address on its way is joined.
 */
export class AddressFormVisit {
  private handedBack = false;
  private readonly opening = new JoinedRead<string, void>();

  constructor(private readonly forms: AddressForms) {}

  /** The map screens hand the draft back to the form they return to: its next opening keeps it. */
  handBack(): void {
    this.handedBack = true;
  }

  open(editId: string | null): Promise<void> {
    const keep = this.handedBack;
    this.handedBack = false;
    return this.opening.run(editId ?? '', async () => {
      if (!keep) this.forms.discardDraft();
      if (editId === null) this.forms.startNew();
      else await this.forms.startEdit(editId);
    });
  }
}
