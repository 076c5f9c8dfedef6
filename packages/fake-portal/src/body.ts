// Body limits of issue 30 item 5 (and issue 29's "count while reading"): every body is counted as it arrives, with or
// without a Content-Length, and a JSON body's nesting is measured before it is parsed.
import { PortalError } from './errors';

/** Issue 17: a JSON body above 64 kB is refused with 413 (images have their own 5 MB limit). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have: the portal's deepest body (an order's items) needs 3. */
export const JSON_DEPTH_LIMIT = 16;

const TOO_LARGE = 'Data yang dikirim terlalu besar';
export const TOO_DEEP = 'Data yang dikirim terlalu bertingkat';
export const NOT_JSON = 'Data harus dikirim sebagai JSON (application/json)';

/**
 * The body's bytes, read chunk by chunk and refused with 413 (`message`) as soon as they pass `limit`: a declared
 * length above the limit is refused before anything is read, and a body without one is never read whole first.
 */
export async function readLimited(request: Request, limit: number, message = TOO_LARGE): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw new PortalError(413, message);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a teed body (the Idempotency-Key's copy) settles its cancel only when both copies are dropped.
      reader.cancel().catch(() => undefined);
      throw new PortalError(413, message);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The media type of a Content-Type header, lower case without parameters ('' when absent). */
export function mediaType(header: string | null | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted outside strings without parsing it: a text that would
 * blow the parser's (or a recursive walker's) stack is measured in one pass and refused first.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}
