// Decision 0032, "Eager module wrappers": the bundler's CommonJS wrappers become parenthesized
// `function` expressions in the browser's chunks, so V8 compiles React DOM's client (200 KB) once,
// off the main thread, instead of again in the task that hydrates the page.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as acorn from 'acorn';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { eagerModuleWrappers, isParenthesized } from '../../scripts/lib/eager-module-wrappers.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';

const parse = (code: string) =>
  acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Parameters<
    typeof eagerModuleWrappers
  >[1] extends (code: string) => infer Program
    ? Program
    : never;

const rewrite = (code: string) => eagerModuleWrappers(code, parse)?.code ?? null;

/** Top-level `var x = wrap(((…) => {…}))` left in a chunk: what the plugin exists to rewrite. */
function arrowWrappers(code: string): string[] {
  const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  return program.body.flatMap((statement) =>
    statement.type === 'VariableDeclaration'
      ? statement.declarations.flatMap((declarator) => {
          const call = declarator.init;
          const [argument] = call?.type === 'CallExpression' ? call.arguments : [];
          return call?.type === 'CallExpression' &&
            argument?.type === 'ArrowFunctionExpression' &&
            isParenthesized(code, call.callee, argument)
            ? [code.slice(declarator.start, Math.min(declarator.end, declarator.start + 60))]
            : [];
        })
      : [],
  );
}

// The helper as the bundler writes it (rolldown's __commonJSMin, minified), and a wrapped module.
const HELPER = 'var i=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports);';

describe('eagerModuleWrappers', () => {
  it('makes a wrapped module a parenthesized function, which runs the same', () => {
    const source = `${HELPER}var ne=i((e=>{function t(n){return n*2}e.double=t;e.answer=t(21)}));export const out=ne();`;
    const rewritten = rewrite(source);
    expect(rewritten).toContain('var ne=i((function(e){function t(n)');
    expect(arrowWrappers(rewritten!)).toEqual([]);
    const run = (code: string) => {
      const context: { out?: { answer: number; double: (n: number) => number } } = {};
      vm.runInNewContext(code.replace('export const out=', 'this.out='), context);
      return [context.out?.answer, context.out?.double(4)];
    };
    expect(run(source)).toEqual([42, 8]);
    expect(run(rewritten!)).toEqual([42, 8]);
  });

  it('rewrites every wrapper of a declaration list, and only wrappers', () => {
    const rewritten = rewrite(
      `${HELPER}var a=i((e=>{e.a=1})),b=i(((e,t)=>{t.exports=2})),c=[1].map(n=>n+1),d=i((e=>e)),f=o(e=>{return e.x});`,
    );
    expect(rewritten).toContain('a=i((function(e){e.a=1}))');
    expect(rewritten).toContain('b=i((function(e,t){t.exports=2}))');
    expect(rewritten).toContain('c=[1].map(n=>n+1)'); // an expression body: not a module wrapper
    expect(rewritten).toContain('d=i((e=>e))');
    // A component passed to forwardRef or memo has no parentheses of its own: called later, if at all.
    expect(rewritten).toContain('f=o(e=>{return e.x})');
  });

  it('leaves an arrow that reads this or arguments, which a function would rebind', () => {
    for (const body of ['e.self=this', 'e.count=arguments.length', 'e.f=()=>this']) {
      expect(rewrite(`${HELPER}var a=i((e=>{${body}}));`)).toBeNull();
    }
    // Inside a function of its own, `this` is that function's: the wrapper may change.
    expect(rewrite(`${HELPER}var a=i((e=>{e.f=function(){return this}}));`)).toContain('(function(e){e.f=function');
  });

  it('changes nothing in a chunk without a wrapper', () => {
    expect(rewrite('import{a as b}from"./x.js";var c=b(1);export{c};')).toBeNull();
  });

  it('keeps the source map true past the rewrite', () => {
    const source = `${HELPER}var ne=i((e=>{e.x=1}));var marker=ne();`;
    const result = eagerModuleWrappers(source, parse)!;
    const map = new SourceMapConsumer(JSON.parse(result.map.generateMap({ hires: true, source: 'a.js' }).toString()));
    const at = result.code.indexOf('marker');
    expect(map.originalPositionFor({ line: 1, column: at })).toMatchObject({
      line: 1,
      column: source.indexOf('marker'),
    });
  });
});

describe('the built chunks', () => {
  it('hold no module wrapper as an arrow, and React DOM as an eager function', () => {
    requireBuild();
    const chunks = filesUnder(path.join(staticDir, 'assets'), /\.js$/, []);
    expect(chunks.length).toBeGreaterThan(20);
    const left = chunks.flatMap((file) =>
      arrowWrappers(fs.readFileSync(file, 'utf8')).map((each) => `${path.basename(file)}: ${each}`),
    );
    expect(left).toEqual([]);
    const entry = chunks.find((file) => path.basename(file).startsWith('entry.client-'));
    expect(entry).toBeDefined();
    // React DOM's client: the largest wrapper, the one the hydrating task used to parse again.
    expect(fs.readFileSync(entry!, 'utf8')).toMatch(/=\w+\(\(function\(\w+\)\{/);
  });
});
