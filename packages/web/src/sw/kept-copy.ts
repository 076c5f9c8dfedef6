// Stamps a kept copy with the time it was kept (decision 0224), so a page shown from it can say
// 'Terakhir diperbarui {waktu}': a header on a portal answer, a meta tag in a page's HTML. A copy straight from the
// network carries neither. Pure functions of the response, tested without a worker.
import { KEPT_AT_HEADER, KEPT_AT_META } from './cache-policy';

/** The headers of a copy made in the worker: its body is already decoded, so no encoding nor length travels on. */
function copiedHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return headers;
}

/** A portal answer to keep, with the time it was kept. */
export async function stampAnswer(response: Response, now: Date): Promise<Response> {
  const headers = copiedHeaders(response);
  headers.set(KEPT_AT_HEADER, now.toISOString());
  return new Response(await response.clone().arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
}

/** A page to keep, with `<meta name="kado-kept-at">` in its head. */
export async function stampPage(response: Response, now: Date): Promise<Response> {
  const html = await response.clone().text();
  const meta = `<meta name="${KEPT_AT_META}" content="${now.toISOString()}">`;
  const stamped = html.includes('</head>') ? html.replace('</head>', () => `${meta}</head>`) : `${meta}${html}`;
  return new Response(stamped, { status: response.status, statusText: response.statusText, headers: copiedHeaders(response) });
}
