// Records every portal answer the app server passes on (issue 29 item 4, decision 0448), for the check of the browser
// journeys' answers against docs/openapi.json (tools/check-portal-answers.ts). Only when KADO_RECORD_PORTAL_ANSWERS
// names a file (the browser journeys' server); never in production. A line holds the method, the path without its
// query, the status, the content type and, for a JSON answer up to 512 kB, its text: no request header or body.
import { createWriteStream } from 'node:fs';
import type { PortalFetch } from './portal';

const MAX_BODY = 512 * 1024;
const CONTROL = /^\/api\/__control(\/|$)/;

/** The portal, with each answer (but the demo's control routes) appended to `file` as one JSON line. */
export function recordingPortal(portal: PortalFetch, file: string): PortalFetch {
  const out = createWriteStream(file, { flags: 'w' });
  return async (request, env) => {
    const answer = await portal(request, env);
    const path = new URL(request.url).pathname;
    if (CONTROL.test(path)) return answer;
    const type = answer.headers.get('content-type') ?? '';
    const line = { method: request.method, path: path.replace(/^\/api(?=\/)/, ''), status: answer.status, type };
    if (!type.startsWith('application/json')) {
      out.write(`${JSON.stringify(line)}\n`);
      return answer;
    }
    // The copy is read beside the answer, never before it: the browser is not kept waiting.
    void answer.clone().text().then(
      (text) => out.write(`${JSON.stringify(text.length <= MAX_BODY ? { ...line, body: text } : line)}\n`),
      () => out.write(`${JSON.stringify(line)}\n`),
    );
    return answer;
  };
}
