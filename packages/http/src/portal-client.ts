import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { checkRequest, type RequestSchema } from '@kado/contract';
import { domainError, errorMessageFor, isDomainError, type CallOptions, type Logger } from '@kado/domain';
import { toDomainError, UNEXPECTED_MESSAGE } from './map-error';
import { answerKey, type AnswerCache } from './answer-cache';
import { logFailedCall } from './call-log';
import { formPrint, RetryKeys } from './retry-keys';

/** Configuration of the one ky instance that talks to the portal API. */
export interface PortalClientConfig {
  /** Absolute or same-origin base of the API; default '/api'. */
  readonly baseUrl?: string;
  /** The fetch to use: the browser's, or the fake portal's in-process handler. */
  readonly fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** The session's access token, sent as a Bearer header; null when logged out. */
  readonly getAccessToken: () => string | null;
  /** The dash-less guest id, sent as X-Guest-Id while logged out. */
  readonly getGuestId?: () => string | null;
  /** Timeout of every attempt, default 15 000 ms. */
  readonly timeoutMs?: number;
  /** Called on a 490 of any call but v1/products/slug (spec §8: the app goes to /404). */
  readonly onNotFoundRedirect?: () => void;
  /** Delay before a GET retry, by attempt (1, 2); ky's exponential default when omitted. Tests pass 0. */
  readonly retryDelayMs?: (attempt: number) => number;
  /** Answers known ahead (sent with the page, decision 0084); used for calls without an access token only. */
  readonly answers?: AnswerCache;
  /** Where failed calls are logged (spec §8), with safe facts only: no token, query or body. */
  readonly logger?: Logger;
  /**
   * Renews the access token (spec §4 "refresh token handled", decision 0184): the session's single-flight refresh.
   * `refused` is the token the portal answered 401 to, or null when no access token was at hand though
   * `expectsAccessToken` said one should be. Resolves true when the call may go again with getAccessToken(), false
   * when the session has ended; rejects (e.g. offline) when renewing could not be tried, and the call fails with that.
   * Never called for a call marked `withoutSession` (the refresh call itself among them), so it cannot recurse.
   */
  readonly renewAccessToken?: (refused: string | null) => Promise<boolean>;
  /** True when a session exists (a refresh token is kept, or a user is shown) but its access token is missing. */
  readonly expectsAccessToken?: () => boolean;
}

/** A query: undefined values are left out; booleans are sent as 1/0. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/** Fetch Priority's option, which ky hands to fetch as it is (ky's types follow a RequestInit without it). */
interface FetchPriority {
  readonly priority?: 'high' | 'low' | 'auto';
}

/** One call: method, query, a JSON or multipart body and the caller's signal. */
export interface CallInit extends CallOptions {
  readonly method?: 'get' | 'post' | 'put' | 'delete';
  readonly query?: Query;
  /**
   * The schema of `query` in @kado/contract (decision 0521), the one the portal checks it with: checked as sent (as
   * text), a query it refuses is not sent, and the call fails as the portal's 422 would.
   */
  readonly querySchema?: RequestSchema;
  readonly json?: unknown;
  /**
   * The schema of `json` in @kado/contract (decision 0520), the one the portal checks it with: a body it refuses is
   * not sent, and the call fails as the portal's 422 would (`validation`, the same message and field errors).
   */
  readonly request?: RequestSchema;
  readonly form?: FormData;
  /** Extra request headers of this call (an Idempotency-Key); never the auth headers, which the client sets. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * A call outside the session (login, registration, the refresh itself, password reset): sent without the bearer
   * header, and its 401 is its own answer, never a reason to renew the session.
   */
  readonly withoutSession?: boolean;
}

/** The portal as the adapters see it: every answer checked by a schema, every failure a DomainError. */
export interface PortalClient {
  /** Sends a call and answers `data` of the `{ data }` envelope, checked and mapped by `schema`. */
  data<S extends v.GenericSchema>(path: string, schema: S, init?: CallInit): Promise<v.InferOutput<S>>;
  /** Sends a call and answers the whole body checked by `schema` (for shapes outside the envelope). */
  body<S extends v.GenericSchema>(path: string, schema: S, init?: CallInit): Promise<v.InferOutput<S>>;
  /** Sends a call whose answer carries nothing the caller needs (still must be JSON when present). */
  send(path: string, init?: CallInit): Promise<void>;
  /**
   * Sends a GET with the session's headers and answers the raw response whatever its status (a 304 to a validator,
   * an event stream); `stream` lifts the timeout and the retries, for an answer that stays open. Only a failure to
   * reach the portal, or a query its `querySchema` refuses (not sent), rejects, as a DomainError.
   */
  response(path: string, init?: CallInit & { readonly stream?: boolean }): Promise<Response>;
}

function toSearchParams(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return out;
}

/** The ky context flag of a call outside the session (CallInit.withoutSession): no bearer header. */
const WITHOUT_SESSION = 'withoutSession';

/** The bearer token a request went out with, or null. */
function bearerOf(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

function malformed(cause: unknown): Error {
  return domainError({ kind: 'unexpected', message: UNEXPECTED_MESSAGE }, cause);
}

/** Throws the portal's 422, as a DomainError, for a body or query its schema refuses; nothing is sent. */
function refuseInvalid(schema: RequestSchema, body: unknown): void {
  const { errors } = checkRequest(schema, body);
  if (Object.keys(errors).length === 0) return;
  throw domainError({ kind: 'validation', message: errorMessageFor(422, { errors }), fieldErrors: errors });
}

/** A call's query (as it goes out: text) and JSON body, each checked by its schema when the call names one. */
function refuseInvalidCall(init: CallInit): void {
  if (init.querySchema) refuseInvalid(init.querySchema, toSearchParams(init.query) ?? {});
  if (init.request) refuseInvalid(init.request, init.json);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw malformed(error);
  }
}

/** Creates the portal client: one ky instance with auth headers, timeout, GET-only retries and spec §8 error mapping. */
export function createPortalClient(config: PortalClientConfig): PortalClient {
  const {
    baseUrl = '/api', timeoutMs = 15_000, getAccessToken, getGuestId, onNotFoundRedirect, retryDelayMs, answers,
    renewAccessToken, expectsAccessToken,
  } = config;
  // ky needs an absolute prefix; a same-origin base is resolved against the page.
  const page = (globalThis as { location?: { href: string } }).location;
  const prefixUrl = /^https?:\/\//.test(baseUrl) || !page ? baseUrl : new URL(baseUrl, page.href).href;
  const api: KyInstance = ky.create({
    prefixUrl,
    timeout: timeoutMs,
    retry: { limit: 2, methods: ['get'], ...(retryDelayMs ? { delay: retryDelayMs } : {}) },
    headers: { accept: 'application/json' },
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request, options) => {
          const token = options.context[WITHOUT_SESSION] === true ? null : getAccessToken();
          if (token) {
            request.headers.set('authorization', `Bearer ${token}`);
            return;
          }
          const guestId = getGuestId?.();
          if (guestId) request.headers.set('x-guest-id', guestId);
        },
      ],
    },
  });

  function send(input: string, init: CallInit, extra: Options = {}): Promise<Response> {
    return api(input, {
      ...extra,
      method: init.method ?? 'get',
      searchParams: toSearchParams(init.query),
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.form ? { body: init.form } : {}),
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
      ...(init.withoutSession ? { context: { [WITHOUT_SESSION]: true } } : {}),
    });
  }

  /** Sends a call of the session: renewed first when its access token is missing, and once more after a 401. */
  async function sendInSession(input: string, init: CallInit): Promise<Response> {
    if (!renewAccessToken || init.withoutSession) return send(input, init);
    if (getAccessToken() === null && expectsAccessToken?.()) {
      // The access cookie has gone (its 3600 s are up) while the session lives on: renew before going out as a guest.
      if (!(await renewAccessToken(null))) throw domainError({ kind: 'unauthorized' });
    }
    try {
      return await send(input, init);
    } catch (error) {
      const refused = isHTTPError(error) && error.response.status === 401 ? bearerOf(error.request) : null;
      if (refused === null || !(await renewAccessToken(refused))) throw error;
      // Once: a second 401 is the call's answer.
      return send(input, init);
    }
  }

  const retryKeys = new RetryKeys();

  /**
   * A writing call with a JSON body (or none) goes with an Idempotency-Key (decision 0250): the same call sent again
   * after an unknown outcome carries the same key. A call that names its own key (orders, payments) keeps it.
   */
  function keyed(input: string, init: CallInit): { init: CallInit; fingerprint: string | null; key: string } {
    const method = init.method ?? 'get';
    const named = Object.keys(init.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key');
    if (method === 'get' || named) return { init, fingerprint: null, key: '' };
    const body = init.form ? formPrint(init.form) : init.json ?? null;
    const fingerprint = JSON.stringify([method, input, toSearchParams(init.query) ?? null, body]);
    const key = retryKeys.keyFor(fingerprint);
    return { init: { ...init, headers: { ...init.headers, 'idempotency-key': key } }, fingerprint, key };
  }

  async function fetchJson(path: string, given: CallInit): Promise<unknown> {
    refuseInvalidCall(given);
    const input = path.replace(/^\/+/, '');
    const { init, fingerprint, key: retryKey } = keyed(input, given);
    // Answered ahead only without a session: what the server sent with the page is the same for every visitor.
    const key = answers && getAccessToken() === null && !expectsAccessToken?.() ? answerKey(input, init) : null;
    const primed = key === null ? undefined : answers?.take(key);
    if (primed !== undefined) return parseJson(primed);
    let text: string;
    try {
      const response = await sendInSession(input, init);
      text = await response.text();
      // A fetch that ignores the signal (an in-process handler) must not deliver a stale answer.
      init.signal?.throwIfAborted();
    } catch (error) {
      const failure = await toDomainError(error, input, init.signal, onNotFoundRedirect);
      if (fingerprint !== null) retryKeys.settle(fingerprint, retryKey, isDomainError(failure) ? failure.detail : null);
      throw logFailedCall(config.logger, init.method ?? 'get', input, error, failure);
    }
    if (fingerprint !== null) retryKeys.settle(fingerprint, retryKey, null);
    const value = parseJson(text);
    if (key !== null) answers?.keep?.(key, text);
    return value;
  }

  function check<S extends v.GenericSchema>(schema: S, value: unknown, path: string): v.InferOutput<S> {
    const result = v.safeParse(schema, value);
    if (!result.success) throw malformed(new Error(`Malformed answer of ${path}: ${v.summarize(result.issues)}`));
    return result.output;
  }

  return {
    async data(path, schema, init = {}) {
      const json = await fetchJson(path, init);
      return check(v.object({ data: schema }), json, path).data;
    },
    async body(path, schema, init = {}) {
      return check(schema, await fetchJson(path, init), path);
    },
    async send(path, init = {}) {
      await fetchJson(path, init);
    },
    async response(path, init = {}) {
      refuseInvalidCall(init);
      const input = path.replace(/^\/+/, '');
      // A stream (the registry's changes) is the page's background: at low priority it never competes with the page's
      // pictures and scripts, and it is not one of the requests the page waits on (issue 32, decision 0550).
      const extra: Options & FetchPriority = init.stream ? { throwHttpErrors: false, timeout: false, retry: 0, priority: 'low' } : { throwHttpErrors: false };
      try {
        return await send(input, { ...init, method: 'get' }, extra);
      } catch (error) {
        throw logFailedCall(config.logger, 'get', input, error, await toDomainError(error, input, init.signal, onNotFoundRedirect));
      }
    },
  };
}
