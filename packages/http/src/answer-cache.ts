import type { CallInit, Query } from './portal-client';

/**
 * Portal answers known before a call is sent (decision 0084): the app server sends the answers a page needs with
 * its HTML, so the page does not wait for a round trip after its scripts have run. Only calls without an access
 * token use it: what the server sends is the same for every visitor.
 */
export interface AnswerCache {
  /** The answer body for `key`, at most once; undefined sends the call. */
  take(key: string): string | undefined;
  /** Called with each successful answer of a call without an access token (the server's recorder). */
  keep?(key: string, body: string): void;
}

function searchOf(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The key of a call: method, path, query and JSON body, e.g. `POST v1/products/slug {"slug":"x"}`. */
export function answerKey(path: string, init: Pick<CallInit, 'method' | 'query' | 'json' | 'form'>): string | null {
  // A multipart body has no stable text: such calls are never answered ahead.
  if (init.form) return null;
  const method = (init.method ?? 'get').toUpperCase();
  const body = init.json === undefined ? '' : ` ${JSON.stringify(init.json)}`;
  return `${method} ${path.replace(/^\/+/, '')}${searchOf(init.query)}${body}`;
}

interface PrimedAnswersOptions {
  /** How long after the page has loaded its answers may be used; later calls go to the portal. */
  readonly maxAgeMs: number;
  /** Milliseconds since an epoch; Date.now by default. */
  readonly now?: () => number;
}

/** The answers sent with the page: each used once, and none after `maxAgeMs` (a page left open stays fresh). */
export function createPrimedAnswers(answers: Readonly<Record<string, string>>, options: PrimedAnswersOptions): AnswerCache {
  const now = options.now ?? Date.now;
  const until = now() + options.maxAgeMs;
  const left = new Map(Object.entries(answers));
  return {
    take(key) {
      const body = left.get(key);
      left.delete(key);
      return now() <= until ? body : undefined;
    },
  };
}

/** Records the answers of the calls made through it (the app server, while it works out a page's data). */
interface AnswerRecorder extends AnswerCache {
  readonly answers: Readonly<Record<string, string>>;
}

export function createAnswerRecorder(): AnswerRecorder {
  const answers: Record<string, string> = {};
  return {
    answers,
    take: () => undefined,
    keep(key, body) {
      answers[key] = body;
    },
  };
}
