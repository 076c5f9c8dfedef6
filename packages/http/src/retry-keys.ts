// Idempotency keys for every writing call (issue 17 item 4, decision 0250).
import { isOutcomeUnknown, type DomainErrorDetail } from '@kado/domain';

/** How many writing calls with an unknown outcome are remembered at once (oldest forgotten first). */
const REMEMBERED = 64;

/** A fresh key: 128 random bits as hex (crypto.getRandomValues also works outside secure contexts). */
function freshKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of each writing call. A call gets a fresh key, except when the same call (method, path,
 * query and JSON body) went out before and its outcome is unknown (timeout, dropped connection, offline): then the
 * shopper's retry carries the first call's key, and a portal that committed the first answers it again instead of
 * writing twice. Any answer (a success or a refusal) settles the call and its key is forgotten.
 */
export class RetryKeys {
  private readonly unknown = new Map<string, string>();

  /** The key to send for a call with this fingerprint. */
  keyFor(fingerprint: string): string {
    return this.unknown.get(fingerprint) ?? freshKey();
  }

  /** Records how a call ended: its key is kept for a retry only while its outcome is unknown. */
  settle(fingerprint: string, key: string, failure: DomainErrorDetail | null): void {
    this.unknown.delete(fingerprint);
    if (failure === null || !isOutcomeUnknown(failure)) return;
    this.unknown.set(fingerprint, key);
    if (this.unknown.size > REMEMBERED) this.unknown.delete(this.unknown.keys().next().value as string);
  }
}

/**
 * A multipart body as a fingerprint: its text fields and, for each file, its type, size and name (the same file
 * picked again after a lost answer is the same call; the portal still compares the bytes, and a different file of
 * the same size and name is refused once with a 422, after which its key is forgotten). Not the date: a Blob gets
 * the time it was put in the form.
 */
export function formPrint(form: FormData): string[] {
  const out: string[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') {
      out.push(`${name}=${value}`);
      return;
    }
    const file = value as Blob & { name?: string };
    out.push(`${name}=file:${file.type}:${file.size}:${file.name ?? ''}`);
  });
  return out;
}
