// "Unused exports" (issue 14 item 7), beside domain-callers.ts (item 2, the domain): the exports of @kado/http,
// @kado/stores (with the kits of its integration tests in @kado/testing), @kado/web (src/, server/, build/, e2e/
// helpers) and @kado/fake-portal that no other file uses.
//
// One TypeScript program over every source of the workspace (tests included, since a test-only helper's callers are
// tests); each identifier of each file is resolved by the checker to the declarations it names, through imports,
// barrels (`export { x } from`, `export *`), namespace imports (`ns.x`) and dynamic imports (`(await import(m)).x`,
// `import(m).then(({ x }) => ...)`, `m.x` on a module type). A use from another file counts when that file is
// production code, or when the used file is a test-only helper (under `test/`, `testing/` or `e2e/`, or `test-*.ts`)
// and the user is a test. Tests never count for production code: an export only its tests import is dead code kept
// alive by them. An export its own file uses and a test imports is fine (exported for its beside-test); one that
// nothing but its own file uses is reported too ("drop the export").
//
// Runtime entry points count as used: the `*.config.ts` files, the server entries (`server/serve.ts`, the fake
// portal's `src/server.ts`), the service worker, `src/main.tsx`; a module loaded by `import.meta.glob` (the route
// screens) for React Router's lazy route fields, its `routeData` (the routes' loaders read it) and for the exports the route list names (`component: 'X'` beside
// `screen: '<module>'`); a dynamic `import()` whose result is passed on unread (a `lazy(() => import(m))`) for all of
// its exports.
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { sources } from './sources';

/** The packages whose exports are checked (the domain has its own check, domain-callers.ts). */
const CHECKED_ROOTS = ['packages/contract/src', 'packages/http/src', 'packages/stores/src', 'packages/testing/src', 'packages/fake-portal/src', 'packages/web/src', 'packages/web/server', 'packages/web/build', 'packages/web/e2e'];
/** Every other source that may call them: the domain, the command line, the tools' scripts, web's config files. */
const CALLER_ROOTS = ['packages/domain/src', 'packages/cli/src', 'tools/src', 'tools/floor', 'tools'];
const CALLER_FILES = ['packages/web/vite.config.ts', 'packages/web/playwright.config.ts', 'packages/web/vitest.config.ts'];

/** Files run by a tool, not imported: every export counts as used. */
const ENTRY_POINTS = [
  /(^|\/)[^/]+\.config\.ts$/, /^packages\/web\/server\/serve\.ts$/, /^packages\/fake-portal\/src\/server\.ts$/,
  /^packages\/web\/src\/sw\/sw\.ts$/, /^packages\/web\/src\/main\.tsx$/,
];

/** The fields React Router's `lazy` reads from a route module. */
const ROUTE_MODULE_FIELDS = new Set(['Component', 'loader', 'action', 'handle', 'ErrorBoundary', 'HydrateFallback', 'shouldRevalidate', 'element', 'errorElement', 'routeData']);

export const isTestFile = (file: string): boolean => /\.(test|spec)\.tsx?$/.test(file);
/** A helper only tests use: its exports may be called by tests. */
export const isTestHelper = (file: string): boolean =>
  !isTestFile(file) && (/(^|\/)(test|testing|e2e)\//.test(file) || /(^|\/)test-[^/]+\.tsx?$/.test(file));

export interface UnusedExport {
  readonly file: string;
  readonly name: string;
  /** Its own file uses it (drop the `export`); otherwise nothing does (delete it). */
  readonly usedInOwnFile: boolean;
}

/** The exports of the checked packages no other file uses, as described above, sorted by file and name. */
export function unusedExports(root: string): UnusedExport[] {
  const rel = (file: string) => relative(root, file).split(sep).join('/');
  const checked = CHECKED_ROOTS.flatMap((dir) => sources(join(root, dir)));
  const callers = [
    ...CALLER_ROOTS.flatMap((dir) => sources(join(root, dir), dir !== 'tools')),
    ...CALLER_FILES.map((f) => join(root, f)),
  ];
  const program = ts.createProgram([...new Set([...checked, ...callers])], {
    strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, lib: ['lib.es2023.d.ts'],
    experimentalDecorators: true, allowImportingTsExtensions: true, resolveJsonModule: true, skipLibCheck: true, types: [], noResolve: true,
  });
  const checker = program.getTypeChecker();
  const ownFiles = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('/node_modules/'));
  const checkedSet = new Set(checked.map(rel));
  // Only an identifier spelled like an export of a checked file can name one (an import's alias is resolved at its
  // import, where the exported name is written); resolving no other identifier keeps the type checker's work small.
  const exportedNames = new Set(ownFiles.filter((f) => checkedSet.has(rel(f.fileName))).flatMap((f) => {
    const moduleSymbol = checker.getSymbolAtLocation(f);
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((e) => e.getName()) : [];
  }));

  /** Per declaration node: the files (relative) that use it, besides the one that declares it. */
  const usedBy = new Map<ts.Node, Set<string>>();
  /** Declarations their own file uses (not counting the declaration itself or an `export` list naming it). */
  const usedInOwn = new Set<ts.Node>();
  /** Modules whose every export counts as used (a dynamic import passed on unread). */
  const wholeModules = new Set<string>();

  const markSymbol = (symbol: ts.Symbol | undefined, user: string, seen = new Set<ts.Symbol>()): void => {
    if (!symbol || seen.has(symbol)) return;
    seen.add(symbol);
    for (const declaration of symbol.declarations ?? []) {
      const file = rel(declaration.getSourceFile().fileName);
      if (file === user) usedInOwn.add(declaration);
      else {
        let users = usedBy.get(declaration);
        if (!users) usedBy.set(declaration, (users = new Set()));
        users.add(user);
      }
    }
    if (symbol.flags & ts.SymbolFlags.Alias) {
      const next = checker.getImmediateAliasedSymbol(symbol);
      markSymbol(next, user, seen);
    }
  };

  const moduleFile = (specifier: ts.Expression): string | undefined => {
    const symbol = checker.getSymbolAtLocation(specifier);
    const declaration = symbol?.declarations?.[0];
    return declaration && ts.isSourceFile(declaration) ? rel(declaration.fileName) : undefined;
  };

  /** Whether a dynamic import's module is read by name where it lands (else every export counts as used). */
  const readByName = (call: ts.CallExpression): boolean => {
    let node: ts.Node = call;
    while (ts.isParenthesizedExpression(node.parent) || ts.isAwaitExpression(node.parent)) node = node.parent;
    const parent = node.parent;
    // (await import(m)).x, import(m).then(...) with a destructured or dotted parameter, const { x } = await import(m)
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
      if (parent.name.text !== 'then') return true;
      const then = parent.parent;
      const callback = ts.isCallExpression(then) ? then.arguments[0] : undefined;
      return !!callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) && callback.parameters.length === 1;
    }
    if (ts.isVariableDeclaration(parent) && parent.initializer === node) return ts.isObjectBindingPattern(parent.name) || ts.isIdentifier(parent.name);
    // `await import(m)` as a statement: run for its side effects only.
    return ts.isExpressionStatement(parent);
  };

  const globTargets = (pattern: string, from: ts.SourceFile): string[] => {
    const base = rel(join(from.fileName, '..', pattern.replace(/\*.*$/, '')));
    const regex = new RegExp(`^${rel(join(from.fileName, '..', pattern)).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return [...checkedSet].filter((f) => f.startsWith(base.replace(/\/[^/]*$/, '')) && regex.test(f));
  };
  /** Modules loaded by import.meta.glob: the names React Router's lazy reads, and those the route list names. */
  const globModules = new Set<string>();
  /** `component: 'X'` beside `screen: 'features/...'` in an object literal: module path under src/ -> names. */
  const namedComponents = new Map<string, Set<string>>();

  for (const source of ownFiles) {
    const user = rel(source.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && (exportedNames.has(node.text) || ts.isImportClause(node.parent))) {
        const parent = node.parent;
        // A re-export forwards a name, it does not use it; a declaration's own name is not a use.
        const forwards = ts.isExportSpecifier(parent);
        const declares = (ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent) || ts.isVariableDeclaration(parent) ||
          ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent) || ts.isEnumDeclaration(parent)) && parent.name === node;
        if (!forwards && !declares) {
          markSymbol(checker.getSymbolAtLocation(node), user);
          // `{ x }` destructured from a module type (a dynamic import or its `.then` parameter).
          if (ts.isBindingElement(parent) && ts.isObjectBindingPattern(parent.parent) && (parent.propertyName ?? parent.name) === node) {
            const type = checker.getTypeAtLocation(parent.parent);
            markSymbol(type.getProperty(node.text), user);
          }
          if (ts.isShorthandPropertyAssignment(parent)) markSymbol(checker.getShorthandAssignmentValueSymbol(parent), user);
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        const target = moduleFile(node.arguments[0]);
        if (target && !readByName(node)) wholeModules.add(target);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'glob' &&
        node.expression.expression.getText(source) === 'import.meta' && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        for (const target of globTargets(node.arguments[0].text, source)) globModules.add(target);
      } else if (ts.isObjectLiteralExpression(node)) {
        const text = (name: string) => {
          const p = node.properties.find((q) => ts.isPropertyAssignment(q) && ts.isIdentifier(q.name) && q.name.text === name);
          return p && ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) ? p.initializer.text : undefined;
        };
        const screen = text('screen');
        const component = text('component');
        if (screen && component) {
          const names = namedComponents.get(screen) ?? new Set<string>();
          namedComponents.set(screen, names.add(component));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  /** Whether the runtime (a tool, the router's lazy, an unread dynamic import) uses this export of `file`. */
  const runtimeUses = (file: string, name: string): boolean => {
    if (ENTRY_POINTS.some((p) => p.test(file)) || wholeModules.has(file)) return true;
    if (!globModules.has(file)) return false;
    return ROUTE_MODULE_FIELDS.has(name) || !!namedComponents.get(file.replace(/^packages\/web\/src\/(.*)\.tsx$/, '$1'))?.has(name);
  };
  // What the runtime uses counts as a use by that module of what it re-exports (`export { X as Component } from`).
  for (const source of ownFiles) {
    const file = rel(source.fileName);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (exported.flags & ts.SymbolFlags.Alias && runtimeUses(file, exported.getName())) markSymbol(exported, file);
    }
  }

  const found: UnusedExport[] = [];
  for (const source of ownFiles) {
    const file = rel(source.fileName);
    if (!checkedSet.has(file) || isTestFile(file)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    const helper = isTestHelper(file);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      if (runtimeUses(file, name)) continue;
      // Its own declarations in this file (an `export *` member is reported where it is declared).
      const declarations = (exported.declarations ?? []).filter((d) => d.getSourceFile() === source);
      if (declarations.length === 0) continue;
      const users = declarations.flatMap((d) => [...(usedBy.get(d) ?? [])]);
      const counted = users.filter((u) => !isTestFile(u) && !isTestHelper(u) ? true : helper);
      if (counted.length > 0) continue;
      const ownUse = declarations.some((d) => usedInOwn.has(d));
      // Exported for its tests: its own file uses it and a test (or a test helper) imports it.
      if (ownUse && users.some((u) => isTestFile(u) || isTestHelper(u))) continue;
      found.push({ file, name, usedInOwnFile: ownUse });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}
