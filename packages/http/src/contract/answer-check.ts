// Checks recorded portal answers against docs/openapi.json with Ajv (issue 29 item 4, decision 0448): the answers the
// browser journeys received (the app server records them when KADO_RECORD_PORTAL_ANSWERS names a file) and the
// adapters' own calls. An answer is wrong when it is a 5xx the document does not name, a success of another status
// or shape than documented, a failure without the Error shape, or the answer of a path the document does not have.
import { esc, openApiValidator } from './portal-fuzz';

type Json = Record<string, unknown>;

/** One answer as the app server recorded it: `body` is the JSON text, absent for a stream, an image or a large body. */
export interface RecordedAnswer {
  readonly method: string;
  /** The path under the API base, without the query (`/v2/gifts/bunda-demo`). */
  readonly path: string;
  readonly status: number;
  readonly type: string;
  readonly body?: string;
}

/** The documented operation of a call: fixed segments win over parameters, as the portal resolves them. */
export function operationFor(document: Json, method: string, path: string): { readonly path: string; readonly node: Json } | null {
  const paths = document['paths'] as Record<string, Record<string, Json>>;
  // A HEAD is answered as its GET (without the body).
  const lower = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const candidates = Object.keys(paths)
    .filter((template) => paths[template]![lower] && new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = candidates[0];
  return template ? { path: template, node: paths[template]![lower]! } : null;
}

/** What is wrong with each answer (empty when every answer is what the document says). */
export function checkAnswers(document: Json, answers: Iterable<RecordedAnswer>): string[] {
  const validator = openApiValidator(document);
  const problems: string[] = [];
  for (const answer of answers) {
    const where = `${answer.method.toUpperCase()} ${answer.path} ${answer.status}`;
    const op = operationFor(document, answer.method, answer.path);
    const parse = (): unknown => {
      try {
        return JSON.parse(answer.body ?? '');
      } catch {
        return undefined;
      }
    };
    if (!op) {
      // A path the API does not have is answered 404 with the Error shape; anything else there is wrong.
      const refused = answer.status === 404 && answer.type.startsWith('application/json') && (answer.body === undefined || validator('/components/schemas/Error')(parse()));
      if (!refused) problems.push(`${where}: no such operation in the document`);
      continue;
    }
    const responses = op.node['responses'] as Record<string, Json>;
    const documented = responses[String(answer.status)];
    if (answer.status >= 500) {
      if (!documented) problems.push(`${where}: a server error`);
      continue;
    }
    if (answer.status >= 400) {
      if (!answer.type.startsWith('application/json')) problems.push(`${where}: a failure as ${answer.type}`);
      else if (answer.body !== undefined && !validator('/components/schemas/Error')(parse())) problems.push(`${where}: a failure without the Error shape: ${answer.body.slice(0, 120)}`);
      continue;
    }
    if (!documented) {
      problems.push(`${where}: status not documented`);
      continue;
    }
    const media = Object.keys((documented['content'] ?? {}) as Json)[0];
    if (media === undefined) continue;
    if (media !== 'application/json') {
      const ok = media === 'image/*' ? answer.type.startsWith('image/') : answer.type.startsWith(media);
      if (!ok) problems.push(`${where}: answered ${answer.type}, documented ${media}`);
      continue;
    }
    if (!answer.type.startsWith('application/json')) {
      problems.push(`${where}: answered ${answer.type}, documented JSON`);
      continue;
    }
    if (answer.body === undefined || answer.method.toUpperCase() === 'HEAD') continue;
    const validate = validator(`/paths/${esc(op.path)}/${answer.method.toLowerCase()}/responses/${answer.status}/content/application~1json/schema`);
    if (!validate(parse())) problems.push(`${where}: ${JSON.stringify(validate.errors?.slice(0, 2))} in ${answer.body.slice(0, 160)}`);
  }
  return problems;
}
