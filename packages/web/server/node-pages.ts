// Pages answered straight from node's request (decisions 0302 and 0320): the same answerPage as the Hono route in
// app.ts, without building a fetch Request and Response per page. serve.ts puts this in front of Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { AppServer, PageAnswer, PageRequest } from './app';

/** The request headers a page answer reads, as node's `req.headers` would give them. */
export interface PageRequestHeaders {
  accept: string | undefined;
  acceptEncoding: string | undefined;
  cookie: string | undefined;
  host: string | undefined;
}

/**
 * The headers a page reads, picked from `rawHeaders` without building node's whole `req.headers` object. Repeated
 * headers are joined as node joins them: Accept and Accept-Encoding with ", ", Cookie with "; "; the first Host counts.
 */
export function pageRequestHeaders(raw: readonly string[]): PageRequestHeaders {
  const out: PageRequestHeaders = { accept: undefined, acceptEncoding: undefined, cookie: undefined, host: undefined };
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    if (name.length === 4) {
      if (out.host === undefined && name.toLowerCase() === 'host') out.host = value;
    } else if (name.length === 6) {
      const lower = name.toLowerCase();
      if (lower === 'accept') out.accept = out.accept === undefined ? value : `${out.accept}, ${value}`;
      else if (lower === 'cookie') out.cookie = out.cookie === undefined ? value : `${out.cookie}; ${value}`;
    } else if (name.length === 15 && name.toLowerCase() === 'accept-encoding') {
      out.acceptEncoding = out.acceptEncoding === undefined ? value : `${out.acceptEncoding}, ${value}`;
    }
  }
  return out;
}

export interface PagesFirstOptions {
  /** Paths under this prefix go to `rest` (the budget's floor, server/floor.ts). */
  readonly passPrefix?: string;
}

/**
 * A request listener that answers page paths with `pages` and passes everything else (other methods, a path with a
 * percent escape, which Hono decodes its own way, the floor, and what `pages` says is not a page) to `rest`. A page
 * that is at hand is written in one go: its status, its precomputed headers and its bytes with `res.end`.
 */
export function withPagesFirst(pages: AppServer['answerPage'], rest: RequestListener, options: PagesFirstOptions = {}): RequestListener {
  const pass = options.passPrefix;
  const fail = (res: ServerResponse, error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=UTF-8' });
    res.end('Internal Server Error');
  };
  const send = (req: IncomingMessage, res: ServerResponse, answer: PageAnswer | null) => {
    if (answer === null) return rest(req, res);
    res.writeHead(answer.status, answer.headers);
    if (req.method === 'HEAD') return void res.end();
    if (answer.body instanceof Uint8Array) return void res.end(answer.body);
    Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>).pipe(res);
  };
  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return rest(req, res);
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path.includes('%') || !path.startsWith('/') || (pass !== undefined && path.startsWith(pass))) return rest(req, res);
    const headers = pageRequestHeaders(req.rawHeaders);
    const request: PageRequest = {
      method,
      path,
      accept: headers.accept,
      acceptEncoding: headers.acceptEncoding,
      cookie: headers.cookie,
      origin: `http://${headers.host ?? 'localhost'}`,
    };
    let answer: ReturnType<AppServer['answerPage']>;
    try {
      answer = pages(request);
    } catch (error) {
      return fail(res, error);
    }
    if (answer instanceof Promise) {
      answer.then(
        (known) => send(req, res, known),
        (error: unknown) => fail(res, error),
      );
      return;
    }
    send(req, res, answer);
  };
}
