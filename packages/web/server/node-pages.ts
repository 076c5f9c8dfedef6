// Pages answered straight from node's request (decisions 0302 and 0320): the same answerPage as the Hono route in
// app.ts, without building a fetch Request and Response per page. serve.ts puts this in front of Hono.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { AppServer, PageAnswer, PageRequest } from './app';

/** A request header as one string, repeated ones joined (node gives Set-Cookie-like headers as arrays). */
const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

interface PagesFirstOptions {
  /** Paths under this prefix go to `rest` (the budget's floor, server/floor.ts). */
  readonly passPrefix?: string;
  /** Told of a page that failed (its request's log line carries it); console.error by default. */
  readonly onError?: (error: unknown) => void;
}

/**
 * A request listener that answers page paths with `pages` and passes everything else (other methods, a path with a
 * percent escape, which Hono decodes its own way, the floor, and what `pages` says is not a page) to `rest`. A page
 * that is at hand is written in one go: its status, its precomputed headers and its bytes with `res.end`.
 */
export function withPagesFirst(pages: AppServer['answerPage'], rest: RequestListener, options: PagesFirstOptions = {}): RequestListener {
  const pass = options.passPrefix;
  const fail = (res: ServerResponse, error: unknown) => {
    (options.onError ?? console.error)(error);
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
    // node builds req.headers for every request anyway (it reads Expect from it before this listener runs).
    const request: PageRequest = {
      method,
      path,
      accept: header(req, 'accept'),
      acceptEncoding: header(req, 'accept-encoding'),
      cookie: header(req, 'cookie'),
      origin: `http://${req.headers.host ?? 'localhost'}`,
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
