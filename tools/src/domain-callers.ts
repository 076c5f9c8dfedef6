// "No domain export without a production caller" (issue 14 item 2): the value exports of @kado/domain that no
// production source of the workspace uses. Tests do not count as callers; a domain file counts for the exports of the
// other domain files it calls (a rule built on another), and for its own exports only where it uses them besides
// declaring them (a constant its rule reads).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sources } from './sources';

/** Production source roots (web's server and build plugins included; e2e, tests and the floor app are not production). */
const PRODUCTION_ROOTS = [
  'packages/domain/src', 'packages/http/src', 'packages/fake-portal/src', 'packages/stores/src', 'packages/cli/src',
  'packages/web/src', 'packages/web/server', 'packages/web/build',
];

const isTest = (file: string) => /\.(test|spec|props\.test)\.tsx?$/.test(file) || /[\\/](testing|test|e2e)[\\/]/.test(file);

/** How often each identifier occurs in a file's code (comments and strings are not identifiers). */
function identifierCounts(path: string): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) counts.set(node.text, (counts.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return counts;
}

/** Each value (not type) export of @kado/domain's index, with the file that declares it. */
export function domainValueExports(root: string): { readonly name: string; readonly file: string }[] {
  const index = join(root, 'packages/domain/src/index.ts');
  const program = ts.createProgram([index], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  return checker.getExportsOfModule(module).flatMap((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Value)) return [];
    const declaration = symbol.declarations?.[0];
    return declaration ? [{ name: exported.getName(), file: relative(root, declaration.getSourceFile().fileName) }] : [];
  });
}

/** The domain value exports no production file other than their own names, sorted. */
export function domainExportsWithoutCaller(root: string): string[] {
  const files = PRODUCTION_ROOTS.flatMap((dir) => sources(join(root, dir)).filter((path) => !isTest(path)))
    .map((path) => ({ path: relative(root, path), names: identifierCounts(path) }))
    // The barrels re-export every rule; naming one there is not calling it.
    .filter((f) => !/^packages\/domain\/src\/(index|rules)\.ts$/.test(f.path) && !f.path.startsWith('packages/domain/src/ports/index'));
  return domainValueExports(root)
    .filter(({ name, file }) => {
      const uses = (f: (typeof files)[number]) => (f.names.get(name) ?? 0) - (f.path === file ? 1 : 0);
      return !files.some((f) => uses(f) > 0);
    })
    .map(({ name, file }) => `${name} (${file})`)
    .sort();
}
