// Idempotency-Key on every writing call (issue 17 item 4, decision 0250; orders and payments: decision 0213).
import type { Context, Next } from 'hono';
import { currentActor, type Portal } from './context';
import { fieldError } from './errors';
import type { State } from './state';
import { JSON_DEPTH_LIMIT, jsonDepth } from './body';

/** A committed answer kept under its key: what was asked and what was answered. */
interface Kept { readonly request: string; readonly status: number; readonly body: string; readonly type: string }
/** Kept answers by actor and key, per state: a reset forgets them with everything else. */
const kept = new WeakMap<State, Map<string, Promise<Kept>>>();
/** Visible ASCII, 1 to 255 characters (a UUID fits). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** A JSON value with its object keys sorted, so the same body written in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function sha256(file: Blob): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body as compared between two calls: canonical JSON, the fields and file bytes of a form, or the text. */
async function bodyPrint(request: Request): Promise<string> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const parts: string[] = [];
    for (const [name, value] of await request.formData()) {
      parts.push(typeof value === 'string' ? `${name}=${value}` : `${name}=${value.type}:${await sha256(value)}`);
    }
    return canonical(parts);
  }
  const text = await request.text();
  // Issue 30: a body the route refuses for its depth is compared as text, never walked (a deep one would blow the stack).
  if (jsonDepth(text) > JSON_DEPTH_LIMIT) return text;
  try {
    return canonical(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * Middleware for every writing call (POST, PUT, PATCH, DELETE) that carries an `Idempotency-Key`: the same key of
 * the same actor with the same method, path, query and body answers the first committed (2xx) answer again, without
 * running the route; with another request it is 422. A refused call is not kept (it wrote nothing). Without the
 * header, or for a GET, the route runs as before. The actor is the bearer user, else the guest id, else nobody
 * (logins and sign-ups); a bad token is left for the route to refuse.
 */
export function idempotentWrites(portal: Portal) {
  return async (c: Context, next: Next): Promise<Response | void> => {
    const raw = c.req.header('idempotency-key');
    if (raw === undefined || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const key = raw.trim();
    if (!KEY.test(key)) throw fieldError('idempotency_key', 'Idempotency-Key tidak valid');
    let actor: string;
    try {
      const found = currentActor(portal, c);
      actor = found.user ? `u:${found.user.id}` : found.guestId ? `g:${found.guestId}` : 'anonymous';
    } catch {
      return next();
    }
    let answers = kept.get(portal.state);
    if (!answers) kept.set(portal.state, (answers = new Map()));
    const slot = `${actor} ${key}`;
    const url = new URL(c.req.url);
    const head = `${c.req.method} ${url.pathname}${url.search}`;
    // A copy of the body, read only when needed: a first call reaches its route without waiting for it.
    const copy = c.req.raw.clone();
    const seen = await answers.get(slot);
    if (seen) {
      if (seen.request !== `${head} ${await bodyPrint(copy)}`) throw fieldError('idempotency_key', 'Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda');
      return new Response(seen.body, { status: seen.status, headers: { 'content-type': seen.type, 'idempotent-replayed': 'true' } });
    }
    await next();
    const res = c.res;
    if (res.status >= 200 && res.status < 300) {
      // Kept at once as a promise, so the answer goes out without waiting and a repeat waits for the copy.
      const answer = res.clone();
      answers.set(slot, (async () => ({
        request: `${head} ${await bodyPrint(copy)}`,
        status: answer.status,
        body: await answer.text(),
        type: answer.headers.get('content-type') ?? 'application/json; charset=utf-8',
      }))());
    }
  };
}
