// A page's HTML in two parts (decision 0301): the head with its style sheets, scripts and preloads leaves at once; the
// title, the link preview tags and the body (light shell and page data) follow when the portal has answered, within
// a time limit. Nothing here is an inline script: the page data stays a non-executable JSON element, so the strict
// CSP of security-headers.ts holds. Compression is done here (zlib, flushed after the head), since a compressor that
// is not flushed would hold the head until the end; a whole page that is already known is compressed once and kept.
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): Encoding {
  const key = header ?? '';
  const known = picked.get(key);
  if (known) return known;
  const encoding = parseEncoding(key);
  if (picked.size > 100) picked.clear();
  picked.set(key, encoding);
  return encoding;
}
const picked = new Map<string, Encoding>();

function parseEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** The part of a page that may leave before the portal answers, and the rest (title, `</head>` and the body). */
export interface SplitPage {
  readonly head: string;
  readonly tail: string;
}

/**
 * Splits index.html (with its preloads) before `</head>`; its `<title>` moves to the tail, where a link preview
 * replaces it. Without a `</head>` the whole page is the tail.
 */
export function splitPage(html: string): SplitPage {
  const end = html.indexOf('</head>');
  if (end < 0) return { head: '', tail: html };
  const title = /[ \t]*<title>[^<]*<\/title>\n?/.exec(html.slice(0, end));
  if (!title) return { head: html.slice(0, end), tail: html.slice(end) };
  const head = html.slice(0, title.index) + html.slice(title.index + title[0].length, end);
  return { head, tail: `  ${title[0].trim()}\n  ${html.slice(end)}` };
}

const BROTLI_STREAM_QUALITY = 5;
// A page is far below 128 kB: a streamed compressor with brotli's default 4 MB window costs about 4 ms to set up per
// page where this one costs about 1 ms, for the same bytes (decision 0320).
const BROTLI_STREAM_WINDOW_BITS = 17;
const BROTLI_WHOLE_QUALITY = 9;

/** A whole page, compressed at most once per encoding. */
export interface WholePage {
  bytes(encoding: Encoding): Uint8Array<ArrayBuffer>;
}

function wholePage(text: string): WholePage {
  const kept = new Map<Encoding, Uint8Array<ArrayBuffer>>();
  return {
    bytes(encoding) {
      let out = kept.get(encoding);
      if (!out) {
        const bytes =
          encoding === 'br'
            ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_WHOLE_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
            : encoding === 'gzip'
              ? gzipSync(text)
              : Buffer.from(text, 'utf8');
        out = new Uint8Array(bytes);
        kept.set(encoding, out);
      }
      return out;
    },
  };
}

/**
 * The whole page of a head and the page's data and preview, kept while those objects live: the cache hands out the
 * same objects until it refreshes, so a cached page is put together and compressed once, not per request.
 */
export function createPageMemo<C extends object, P extends object>(
  assemble: (head: string, content: C, preview: P | null) => string,
): (head: string, content: C, preview: P | null) => WholePage {
  const NONE = {};
  const byContent = new WeakMap<C, WeakMap<object, Map<string, WholePage>>>();
  return (head, content, preview) => {
    let byPreview = byContent.get(content);
    if (!byPreview) byContent.set(content, (byPreview = new WeakMap()));
    let byHead = byPreview.get(preview ?? NONE);
    if (!byHead) byPreview.set(preview ?? NONE, (byHead = new Map()));
    let page = byHead.get(head);
    if (!page) {
      if (byHead.size > 100) byHead.clear();
      page = wholePage(assemble(head, content, preview));
      byHead.set(head, page);
    }
    return page;
  };
}

/**
 * The body of a page whose first part is known and whose rest is not yet: `first` is sent (and, compressed, flushed)
 * at once, `rest` when it resolves. `rest` must not reject.
 */
export function streamedPage(first: string, rest: Promise<string>, encoding: Encoding): ReadableStream<Uint8Array> {
  if (encoding === 'identity') {
    const utf8 = new TextEncoder();
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(utf8.encode(first));
        void rest.then((text) => {
          controller.enqueue(utf8.encode(text));
          controller.close();
        });
      },
    });
  }
  const zip: BrotliCompress | Gzip =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_STREAM_QUALITY, [constants.BROTLI_PARAM_LGWIN]: BROTLI_STREAM_WINDOW_BITS } }) : createGzip();
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on('data', (chunk: Buffer) => {
        if (!cancelled) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      });
      zip.on('end', () => {
        if (!cancelled) controller.close();
      });
      zip.on('error', (error) => {
        if (!cancelled) controller.error(error);
      });
      zip.write(first);
      zip.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH);
      void rest.then((text) => {
        if (!cancelled) zip.end(text);
      });
    },
    cancel() {
      cancelled = true;
      zip.destroy();
    },
  });
}
