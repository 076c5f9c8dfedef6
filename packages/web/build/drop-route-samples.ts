import { parseAst, type Plugin } from 'vite';

/**
 * The route list (src/app/route-table.ts) carries each route's e2e sample URLs (`sample`), read by the e2e files, the
 * route tests and the app server's tests, never by the browser. The production build drops the `sample` properties
 * of that one module, so the boot file does not carry test data (issue 15, decision 0340); the list stays one list.
 */
export function dropSampleProperties(code: string): string {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; properties?: unknown[]; [key: string]: unknown };
    if (n.type === 'ObjectExpression' && Array.isArray(n.properties)) {
      for (const property of n.properties as { type: string; key?: { type: string; name?: string; value?: unknown }; computed?: boolean; start: number; end: number }[]) {
        const key = property.key;
        const named = key && !property.computed && ((key.type === 'Identifier' && key.name === 'sample') || (key.type === 'Literal' && key.value === 'sample'));
        if (property.type === 'Property' && named) ranges.push([property.start, property.end]);
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  let out = code;
  // From the end, so earlier offsets stay valid; each property goes with the comma and spaces after it.
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    const after = /^\s*,\s*/.exec(out.slice(end))?.[0].length ?? 0;
    out = out.slice(0, start) + out.slice(end + after);
  }
  return out;
}

export function dropRouteSamples(module: RegExp): Plugin {
  return {
    name: 'kado-drop-route-samples',
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return null;
      return { code: dropSampleProperties(code), map: null };
    },
  };
}
