// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { collapseFacades, isFacade, type FacadeChunk } from './collapse-facades';

const chunk = (fileName: string, code: string, extra: Partial<FacadeChunk> = {}): FacadeChunk => ({
  fileName,
  code,
  isDynamicEntry: false,
  moduleIds: [`/src/${fileName}`],
  imports: [],
  ...extra,
});
const facade = (fileName: string, code: string): FacadeChunk =>
  chunk(fileName, code, { isDynamicEntry: true, moduleIds: [], imports: ['assets/boot-B.js'] });
const parse = (code: string) => parseAst(code);

/** Runs a rewritten `import("./boot-B.js").then(...)` against `namespace` instead of the real chunk. */
async function run(expression: string, namespace: Record<string, unknown>): Promise<unknown> {
  const body = expression.replace('import("./boot-B.js")', 'Promise.resolve(namespace)');
  return (new Function('namespace', `return ${body};`) as (ns: Record<string, unknown>) => Promise<unknown>)(namespace);
}

describe('collapseFacades', () => {
  it('rewrites the import of a facade to its target, running the facade line there, and drops the facade', async () => {
    const entry = chunk(
      'assets/index-A.js',
      'const deps=["assets/step-core-C.js","assets/boot-B.js"];export const load=()=>import(`./step-core-C.js`);',
      { imports: ['assets/boot-B.js'] },
    );
    const stepCore = facade('assets/step-core-C.js', 'import{Ct as e,Et as n,t as r}from"./boot-B.js";e();var c=r.startTransition;export{n as BOOT,c as startTransition};');
    const removed = collapseFacades([entry, stepCore], parse);
    expect([...removed]).toEqual([['assets/step-core-C.js', 'assets/boot-B.js']]);
    expect(entry.code).not.toContain('step-core-C.js');
    expect(entry.code).toContain('"assets/boot-B.js","assets/boot-B.js"');

    const expression = /import\("\.\/boot-B\.js"\)\.then\(.*?\}\}\)/.exec(entry.code)?.[0] ?? '';
    let initialised = false;
    const namespace = {
      Ct: () => {
        initialised = true;
      },
      get Et() {
        // A live binding: only set once the step's modules have run.
        return initialised ? 'modules' : undefined;
      },
      t: { startTransition: 'st' },
    };
    expect(await run(expression, namespace)).toEqual({ BOOT: 'modules', startTransition: 'st' });
  });

  it('rewrites a facade that re-exports from its target', async () => {
    const entry = chunk('assets/index-A.js', 'export const load=()=>import("./step-state-S.js");');
    const stepState = facade('assets/step-state-S.js', 'export{l as Container,a as configure}from"./boot-B.js";');
    collapseFacades([entry, stepState], parse);
    const expression = /import\("\.\/boot-B\.js"\)\.then\(.*?\}\}\)/.exec(entry.code)?.[0] ?? '';
    expect(await run(expression, { l: 'C', a: 'cfg' })).toEqual({ Container: 'C', configure: 'cfg' });
  });

  it('collapses a facade with bare imports of chunks its target imports itself, and only then', async () => {
    const entry = chunk('assets/index-A.js', 'export const load=()=>import("./screen-S.js");');
    const target = chunk('assets/page-P.js', 'export const n=1', { imports: ['assets/boot-B.js', 'assets/shop-H.js'] });
    const screen = chunk('assets/screen-S.js', 'import"./boot-B.js";import"./shop-H.js";import{n as e,t}from"./page-P.js";e();export{t as Component};', {
      isDynamicEntry: true, moduleIds: [], imports: ['assets/boot-B.js', 'assets/shop-H.js', 'assets/page-P.js'],
    });
    const byFile = new Map([entry, target, screen].map((c) => [c.fileName, c]));
    expect(isFacade(screen, byFile)).toBe(true);
    expect(isFacade({ ...screen, imports: [...screen.imports, 'assets/other-O.js'] }, byFile)).toBe(false);
    expect([...collapseFacades([entry, target, screen], parse)]).toEqual([['assets/screen-S.js', 'assets/page-P.js']]);
    const expression = /import\("\.\/page-P\.js"\)\.then\(.*?\}\}\)/.exec(entry.code)?.[0] ?? '';
    const body = expression.replace('import("./page-P.js")', 'Promise.resolve(namespace)');
    let ran = false;
    const namespace = { n: () => (ran = true), t: 'Screen' };
    const result = await (new Function('namespace', `return ${body};`) as (ns: object) => Promise<unknown>)(namespace);
    expect(result).toEqual({ Component: 'Screen' });
    expect(ran).toBe(true);
  });

  it('keeps a facade that a chunk imports statically, and chunks with modules of their own', () => {
    const stepCore = facade('assets/step-core-C.js', 'import{a as e}from"./boot-B.js";export{e as x};');
    const user = chunk('assets/user-U.js', 'import{x}from"./step-core-C.js";', { imports: ['assets/step-core-C.js'] });
    const screen = chunk('assets/screen-S.js', 'export const s=1;', { isDynamicEntry: true, imports: ['assets/boot-B.js'] });
    expect(isFacade(screen)).toBe(false);
    expect(collapseFacades([stepCore, user, screen], parse).size).toBe(0);
  });

  it('refuses a facade it does not understand instead of guessing', () => {
    const entry = chunk('assets/index-A.js', 'export const load=()=>import("./step-x-X.js");');
    const odd = facade('assets/step-x-X.js', 'import*as ns from"./boot-B.js";export{ns};');
    expect(() => collapseFacades([entry, odd], parse)).toThrow(/ImportNamespaceSpecifier/);
  });
});
