import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/**
 * The modules of the boot file, derived from the import graph (issue 14 item 6, decision 0340): everything the entry
 * (src/main.tsx) and the boot steps it imports dynamically (src/boot/step-*.ts) reach through static imports, followed
 * binding by binding through re-exports. A barrel (`@kado/stores`, `@kado/domain`, `src/ui/index.ts`) re-exports every
 * store, rule or component; following all its imports would put them all in the boot file, so a re-export is followed
 * only for the names an importer asks for, the way the bundler's tree-shaking sees it. A module whose own code is
 * needed (a name it declares, a namespace import, a statement with effects) brings all its imports, each for the names
 * it imports. Libraries (node_modules) are taken whole.
 */
export interface ModuleGraph {
  /** The module's code after the transforms (types and JSX gone); null for a module without JS (or unknown). */
  code(id: string): string | null;
  /** The modules it imports statically, resolved. */
  importedIds(id: string): readonly string[];
  /** The modules it imports dynamically, resolved. */
  dynamicallyImportedIds(id: string): readonly string[];
  /** The id an import specifier of `importer` resolves to. */
  resolve(specifier: string, importer: string): Promise<string | null>;
  /**
   * Whether the bundler keeps the module (and runs it) once it is imported at all, used or not: true unless its
   * package says `"sideEffects": false` (@kado/domain, @kado/http, @kado/stores). Such a module is taken whole, its
   * imports with it: the web package's `src/ui/index.ts` would bring every ui component.
   */
  sideEffects(id: string): boolean;
  /** Told of each barrel (a module of re-exports only) taken whole because its package has side effects. */
  barrelTakenWhole?(id: string): void;
}

/** What one module imports and exports, from its top-level statements. */
interface Shape {
  /** import declarations: each source with the names taken from it ('all' for a namespace or a bare import). */
  readonly imports: { readonly source: string; readonly names: ReadonlySet<string> | 'all' }[];
  /** `export { a as b } from 'x'`: b -> x's a ('all' for `export * as b from 'x'`). */
  readonly reexports: Map<string, { readonly source: string; readonly name: string | 'all' }>;
  /** `export * from 'x'`. */
  readonly stars: string[];
  /** Names its own code declares and exports. */
  readonly locals: Set<string>;
  /** A top-level statement that is not a declaration, an import or an export: it runs when the module does. */
  effects: boolean;
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown): string => {
  const n = node as { type: string; name?: string; value?: string };
  return n.type === 'Literal' ? String(n.value) : String(n.name);
};
const isType = (node: unknown): boolean => (node as { importKind?: string; exportKind?: string }).importKind === 'type'
  || (node as { exportKind?: string }).exportKind === 'type';

function declaredNames(declaration: Node): string[] {
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations as { id: Node }[]).flatMap((d) => (d.id.type === 'Identifier' ? [nameOf(d.id)] : []));
  }
  const id = declaration.id as Node | null | undefined;
  return id ? [nameOf(id)] : [];
}

const DECLARATIONS = new Set(['VariableDeclaration', 'FunctionDeclaration', 'ClassDeclaration', 'TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'TSEnumDeclaration', 'TSModuleDeclaration', 'EmptyStatement']);

/** The shape of a module's code; null when it cannot be parsed (it is then taken whole). */
export function shapeOf(code: string): Shape | null {
  let body: Node[];
  try {
    body = (parseAst(code) as unknown as { body: Node[] }).body;
  } catch {
    return null;
  }
  const shape: Shape = { imports: [], reexports: new Map(), stars: [], locals: new Set(), effects: false };
  for (const statement of body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    if (statement.type === 'ImportDeclaration' && source !== undefined) {
      if (isType(statement)) continue;
      const specifiers = statement.specifiers as Node[];
      if (specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) {
        shape.imports.push({ source, names: 'all' });
        continue;
      }
      const names = new Set(specifiers.filter((s) => !isType(s)).map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))));
      if (names.size > 0) shape.imports.push({ source, names });
    } else if (statement.type === 'ExportAllDeclaration' && source !== undefined) {
      if (isType(statement)) continue;
      if (statement.exported) shape.reexports.set(nameOf(statement.exported), { source, name: 'all' });
      else shape.stars.push(source);
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (isType(statement)) continue;
      for (const specifier of statement.specifiers as Node[]) {
        if (isType(specifier)) continue;
        const exported = nameOf(specifier.exported);
        if (source !== undefined) shape.reexports.set(exported, { source, name: nameOf(specifier.local) });
        else shape.locals.add(exported);
      }
      if (statement.declaration) for (const name of declaredNames(statement.declaration as Node)) shape.locals.add(name);
    } else if (statement.type === 'ExportDefaultDeclaration') {
      shape.locals.add('default');
    } else if (!DECLARATIONS.has(statement.type)) {
      shape.effects = true;
    }
  }
  return shape;
}

/** Vite's preload helper (a virtual module). */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith('\0');

/** Where the boot file starts: the entry (index.html), `main` (src/main.tsx) and the first screen of /. */
interface BootRoots {
  readonly entry: string;
  /** Its dynamic imports are the boot steps (src/boot/step-*.ts). */
  readonly main: string;
  /**
   * The screen module of / (the index route of src/app/route-table.ts): what it imports statically joins the boot
   * file, so / loads its first screen from the boot file and the screen's own chunk. The module itself stays a lazy
   * route chunk.
   */
  readonly firstScreen?: string;
}

/**
 * The boot file's modules: the static closure of the entry, of the boot steps and of the first screen's imports,
 * without the entry, `main` and the first screen themselves (the entry file and the screen's chunk).
 */
export async function bootClosure(roots: BootRoots, graph: ModuleGraph): Promise<Set<string>> {
  const { entry, main, firstScreen } = roots;
  const shapes = new Map<string, Shape | null>();
  const shape = (id: string) => {
    if (!shapes.has(id)) {
      const code = isLibrary(id) ? null : graph.code(id);
      shapes.set(id, code === null ? null : shapeOf(code));
    }
    return shapes.get(id) ?? null;
  };
  const resolved = new Map<string, Promise<string | null>>();
  const resolve = (source: string, importer: string) => {
    const key = `${importer}\n${source}`;
    if (!resolved.has(key)) resolved.set(key, graph.resolve(source, importer));
    return resolved.get(key)!;
  };

  /** The names a module exports, its re-exports included. */
  const exported = new Map<string, Promise<Set<string>>>();
  const exportsOf = (id: string): Promise<Set<string>> => {
    if (!exported.has(id)) {
      exported.set(id, (async () => {
        const s = shape(id);
        if (!s) return new Set<string>();
        const names = new Set([...s.locals, ...s.reexports.keys()]);
        for (const star of s.stars) {
          const target = await resolve(star, id);
          if (target) for (const name of await exportsOf(target)) if (name !== 'default') names.add(name);
        }
        return names;
      })());
    }
    return exported.get(id)!;
  };

  const modules = new Set<string>();
  /** Names already asked of each module ('all': the whole module). */
  const asked = new Map<string, Set<string> | 'all'>();
  const queue: { id: string; names: ReadonlySet<string> | 'all' }[] = [];
  const ask = (id: string, names: ReadonlySet<string> | 'all') => {
    const before = asked.get(id);
    if (before === 'all') return;
    const fresh = names === 'all' ? 'all' : new Set([...names].filter((n) => !before?.has(n)));
    if (fresh !== 'all' && fresh.size === 0) return;
    asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    queue.push({ id, names: fresh });
  };

  const whole = new Set<string>();
  const takeWhole = async (id: string) => {
    if (whole.has(id)) return;
    whole.add(id);
    modules.add(id);
    const s = shape(id);
    if (!s) {
      for (const dep of graph.importedIds(id)) ask(dep, 'all');
      return;
    }
    for (const { source, names } of s.imports) {
      const target = await resolve(source, id);
      if (target) ask(target, names);
    }
    // A module with side effects initialises what it re-exports, too (the bundler's strictExecutionOrder); in a
    // side-effect-free package only the re-exports asked for are kept.
    if (!graph.sideEffects(id)) return;
    let runsOthers = false;
    for (const { source, name } of s.reexports.values()) {
      const target = await resolve(source, id);
      if (target) ask(target, name === 'all' ? 'all' : new Set([name]));
      runsOthers ||= target !== null && graph.sideEffects(target);
    }
    for (const star of s.stars) {
      const target = await resolve(star, id);
      if (target) ask(target, 'all');
      runsOthers ||= target !== null && graph.sideEffects(target);
    }
    // A barrel whose modules run whether the boot uses them or not (a re-export of a side-effect-free package, as
    // src/app/layout-rules.ts of @kado/domain, brings only the names it re-exports).
    if (runsOthers && s.locals.size === 0 && !s.effects) graph.barrelTakenWhole?.(id);
  };

  ask(entry, 'all');
  for (const step of graph.dynamicallyImportedIds(main)) ask(step, 'all');
  if (firstScreen) ask(firstScreen, 'all');
  while (queue.length > 0) {
    const { id, names } = queue.shift()!;
    const s = shape(id);
    if (!s) {
      await takeWhole(id);
      continue;
    }
    if (s.effects || names === 'all' || graph.sideEffects(id)) await takeWhole(id);
    const wanted = names === 'all' ? [...s.locals, ...s.reexports.keys()] : [...names];
    for (const name of wanted) {
      const from = s.reexports.get(name);
      if (from) {
        const target = await resolve(from.source, id);
        if (target) ask(target, from.name === 'all' ? 'all' : new Set([from.name]));
      } else if (s.locals.has(name)) {
        await takeWhole(id);
      } else {
        let found = false;
        for (const star of s.stars) {
          const target = await resolve(star, id);
          if (target && (await exportsOf(target)).has(name)) {
            ask(target, new Set([name]));
            found = true;
          }
        }
        // A name it does not seem to export: take the module as it is rather than miss something.
        if (!found) await takeWhole(id);
      }
    }
    if (names === 'all') {
      for (const star of s.stars) {
        const target = await resolve(star, id);
        if (target) ask(target, 'all');
      }
    }
  }
  modules.delete(entry);
  modules.delete(main);
  // Vite's preload helper, which the entry's dynamic imports call: Vite adds that import after the graph is built.
  modules.add(PRELOAD_HELPER);
  if (firstScreen) modules.delete(firstScreen);
  return modules;
}

/** False when the package.json nearest to the module says `"sideEffects": false`. */
const sideEffectsOfDir = new Map<string, boolean>();
function packageSideEffects(id: string): boolean {
  let dir = dirname(id);
  const seen: string[] = [];
  let result = true;
  for (;;) {
    const known = sideEffectsOfDir.get(dir);
    if (known !== undefined) {
      result = known;
      break;
    }
    seen.push(dir);
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      result = (JSON.parse(readFileSync(file, 'utf8')) as { sideEffects?: unknown }).sideEffects !== false;
      break;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of seen) sideEffectsOfDir.set(d, result);
  return result;
}

/**
 * A plugin that computes the boot file's modules once the module graph is complete (buildEnd), and `has`, the test of
 * the 'boot' chunk group (vite.config.ts), which the bundler calls afterwards, while it splits the chunks.
 */
export function bootGraph(options: { readonly main: RegExp; readonly firstScreen?: RegExp }): { plugin: Plugin; has: (id: string) => boolean } {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: 'kado-boot-graph',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      const main = ids.find((id) => options.main.test(id) && entry && this.getModuleInfo(id)?.importers.includes(entry));
      const firstScreen = options.firstScreen ? ids.find((id) => options.firstScreen!.test(id)) : undefined;
      if (!entry || !main) {
        modules = new Set();
        return;
      }
      modules = await bootClosure({ entry, main, ...(firstScreen ? { firstScreen } : {}) }, {
        code: (id) => this.getModuleInfo(id)?.code ?? null,
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicallyImportedIds: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        resolve: async (specifier, importer) => (await this.resolve(specifier, importer))?.id ?? null,
        sideEffects: (id) => packageSideEffects(id),
        // The boot steps (src/boot/step-*.ts) are such barrels on purpose; any other brings every module it names.
        barrelTakenWhole: (id) => {
          if (!/[\\/]boot[\\/]step-/.test(id)) this.warn(`the boot file takes the barrel ${id} whole: import what the boot uses by its own file`);
        },
      });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The boot file must not import another file (but the bundler's runtime): a module the graph missed would
        // otherwise land in a file of its own that every page loads before it boots.
        const files = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        for (const chunk of files.values()) {
          if (chunk.name !== 'boot' || modules.size === 0) continue;
          const others = chunk.imports.filter((file) => !/rolldown-runtime/.test(file));
          if (others.length > 0) {
            this.error(`the boot file imports ${others.join(', ')} (${others.flatMap((f) => files.get(f)?.moduleIds ?? []).join(', ')}): a module the boot graph missed`);
          }
        }
      },
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
