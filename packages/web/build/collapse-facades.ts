// Removes the one-line "facade" chunks that Rolldown emits for a dynamic import whose module was placed in a shared
// chunk by `codeSplitting.groups` (rolldown/rolldown#9729; Rollup rewrites such imports itself). Each facade is one
// more request before the first paint, and on a phone's network every request costs a round trip.
//
// A facade looks like (with `strictExecutionOrder`, the call runs the lazily wrapped modules of that boot step):
//   import { Ct as e, Et as n } from "./boot-X.js"; e(); export { n as BOOT_STORE_MODULES };
// and its importer does `import("./step-core-X.js")`. This rewrites the importer to
//   import("./boot-X.js").then((__facade) => { (0, __facade.Ct)(); return { BOOT_STORE_MODULES: __facade.Et }; })
// which is the same code run at the same moment, against a chunk the page has already loaded.
import { posix } from 'node:path';

/** The part of a Rolldown output chunk this reads and writes. */
export interface FacadeChunk {
  readonly fileName: string;
  code: string;
  readonly isDynamicEntry: boolean;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
}

/** An ESTree node as Rolldown's `this.parse` returns it (oxc), with source offsets. */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}
type Parse = (code: string) => { readonly body: readonly object[] };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const nameOf = (node: unknown): string => {
  if (!isNode(node)) throw new Error('collapse-facades: a specifier without a name');
  if (node.type === 'Identifier') return String(node.name);
  if (node.type === 'Literal') return String(node.value);
  throw new Error(`collapse-facades: unexpected specifier ${node.type}`);
};

/**
 * A dynamic entry with no module of its own: a facade of the one chunk it takes bindings from. Its other imports
 * may only be bare (`import "./boot.js"`), and then of chunks that chunk imports itself: loading the target loads
 * them too.
 */
export function isFacade(chunk: FacadeChunk, byFile?: ReadonlyMap<string, FacadeChunk>): boolean {
  if (!chunk.isDynamicEntry || chunk.moduleIds.length !== 0 || chunk.imports.length === 0) return false;
  if (chunk.imports.length === 1) return true;
  const target = byFile?.get(facadeTarget(chunk));
  return target !== undefined && chunk.imports.every((file) => file === target.fileName || target.imports.includes(file));
}

/** The chunk a facade takes its bindings from: the file of its `import { … } from` (the last import). */
function facadeTarget(chunk: FacadeChunk): string {
  const named = /import\s*\{[^}]*\}\s*from\s*["']([^"']+)["']/.exec(chunk.code)?.[1];
  if (named === undefined) return chunk.imports[0] ?? '';
  return posix.join(posix.dirname(chunk.fileName), named);
}

/** Calls `visit` on every identifier that refers to a binding (not on property names). */
function walkReferences(node: Node, visit: (id: Node) => void): void {
  if (node.type === 'Identifier') {
    visit(node);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (node.type === 'MemberExpression' && key === 'property' && !node.computed) continue;
    if ((node.type === 'Property' || node.type === 'MethodDefinition') && key === 'key' && !node.computed) continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (isNode(child)) walkReferences(child, visit);
  }
}

/** The expression that replaces `import("<facade>")` in a chunk at `fromFile`. */
function replacement(facade: FacadeChunk, parse: Parse, fromFile: string): string {
  const target = facadeTarget(facade);
  const ns = '__facade';
  const imported = new Map<string, string>();
  const statements: string[] = [];
  const exported: string[] = [];
  const program = parse(facade.code);
  const rewrite = (node: Node): string => {
    const edits: { start: number; end: number; text: string }[] = [];
    walkReferences(node, (id) => {
      const name = imported.get(String(id.name));
      if (name !== undefined) edits.push({ start: id.start, end: id.end, text: `(0,${ns}[${JSON.stringify(name)}])` });
    });
    let text = facade.code.slice(node.start, node.end);
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      text = text.slice(0, edit.start - node.start) + edit.text + text.slice(edit.end - node.start);
    }
    return text;
  };
  for (const node of program.body.filter(isNode)) {
    if (node.type === 'ImportDeclaration') {
      // A bare import is of a chunk the target imports itself (isFacade): loading the target covers it.
      for (const spec of (node.specifiers as readonly Node[] | undefined) ?? []) {
        if (spec.type !== 'ImportSpecifier') throw new Error(`collapse-facades: ${facade.fileName} has a ${spec.type}`);
        imported.set(nameOf(spec.local), nameOf(spec.imported));
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const fromTarget = node.source !== null && node.source !== undefined;
      for (const spec of (node.specifiers as readonly Node[] | undefined) ?? []) {
        const local = nameOf(spec.local);
        const value = fromTarget
          ? `${ns}[${JSON.stringify(local)}]`
          : imported.has(local)
            ? `${ns}[${JSON.stringify(imported.get(local))}]`
            : local;
        exported.push(`${JSON.stringify(nameOf(spec.exported))}:${value}`);
      }
    } else if (node.type === 'ExpressionStatement' || node.type === 'VariableDeclaration') {
      statements.push(rewrite(node));
    } else {
      throw new Error(`collapse-facades: ${facade.fileName} has an unexpected ${node.type}`);
    }
  }
  let path = posix.relative(posix.dirname(fromFile), target);
  if (!path.startsWith('.')) path = `./${path}`;
  return `import(${JSON.stringify(path)}).then((${ns})=>{${statements.join(';')};return{${exported.join(',')}}})`;
}

/**
 * Rewrites every `import()` of a facade in `chunks` to import the facade's target instead, and answers the facade
 * files that are no longer needed, each with its target (the caller deletes them from the bundle). References to a facade's file name
 * elsewhere (Vite's preload lists) name the target instead.
 */
export function collapseFacades(chunks: readonly FacadeChunk[], parse: Parse): ReadonlyMap<string, string> {
  // A facade that some chunk imports statically stays: that import needs the file.
  const staticallyImported = new Set(chunks.flatMap((chunk) => chunk.imports));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facades = new Map(
    chunks
      .filter((chunk) => isFacade(chunk, byFile) && !staticallyImported.has(chunk.fileName))
      .map((chunk) => [chunk.fileName, chunk]),
  );
  if (facades.size === 0) return new Map();
  for (const chunk of chunks) {
    if (facades.has(chunk.fileName)) continue;
    const edits: { start: number; end: number; text: string }[] = [];
    const visit = (node: Node) => {
      if (node.type === 'ImportExpression' && isNode(node.source)) {
        const source = node.source;
        const spec =
          source.type === 'Literal'
            ? String(source.value)
            : source.type === 'TemplateLiteral' && (source.expressions as readonly unknown[]).length === 0
              ? String(((source.quasis as readonly Node[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? '')
              : null;
        const file = spec === null ? null : posix.join(posix.dirname(chunk.fileName), spec);
        const facade = file === null ? undefined : facades.get(file);
        if (facade) {
          edits.push({ start: node.start, end: node.end, text: replacement(facade, parse, chunk.fileName) });
          return;
        }
      }
      for (const value of Object.values(node)) {
        const children = Array.isArray(value) ? value : [value];
        for (const child of children) if (isNode(child)) visit(child);
      }
    };
    if (![...facades.keys()].some((file) => chunk.code.includes(posix.basename(file)))) continue;
    for (const node of parse(chunk.code).body.filter(isNode)) visit(node);
    let code = chunk.code;
    for (const edit of edits.sort((a, b) => b.start - a.start)) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
    for (const [file, facade] of facades) code = code.split(file).join(facadeTarget(facade));
    chunk.code = code;
  }
  return new Map([...facades].map(([file, facade]) => [file, facadeTarget(facade)]));
}
