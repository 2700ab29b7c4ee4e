// Decision 0032, "Eager module wrappers": the bundler wraps each CommonJS module (React DOM's client
// among them, 200 KB) in an arrow function, `__commonJSMin((e) => {…})`, parenthesized so V8 should
// compile it eagerly. V8 does that for `(function(){…})` but not for an arrow passed as an argument:
// it pre-parses the arrow while streaming the chunk, then parses it again on the main thread when
// the module first runs, in the task that hydrates the page. As a parenthesized `function`, it is
// parsed once, off the main thread, while the chunk downloads.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Parse = (code: string) => { body: Node[] };

/** Subtrees with their own `this` and `arguments`: what is inside them does not tie the wrapper. */
const OWN_THIS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'MethodDefinition',
  'PropertyDefinition',
  'AccessorProperty',
  'StaticBlock',
]);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** True when the arrow's own body reads `this` or `arguments`, which a `function` would rebind. */
function usesOwnThis(node: Node): boolean {
  if (node.type === 'ThisExpression') return true;
  if (node.type === 'Identifier' && node.name === 'arguments') return true;
  if (OWN_THIS.has(node.type)) return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const children = Array.isArray(value) ? value : [value];
    if (children.some((child) => isNode(child) && usesOwnThis(child))) return true;
  }
  return false;
}

/** `callee((arrow))`: the argument has parentheses of its own, so its `function` form is a PIFE. */
export function isParenthesized(code: string, callee: { end: number }, argument: { start: number }): boolean {
  return code.slice(callee.end, argument.start).replace(/\s/g, '') === '((';
}

/**
 * The module wrappers of a chunk: top-level `var x = wrap(((params) => { … }))`, one arrow argument
 * in parentheses of its own (the bundler's mark of a function it will call at once, which a
 * component passed to `forwardRef` or `memo` does not carry), with a block body and plain
 * parameters. Returns the rewritten code, or null when there is none.
 */
export function eagerModuleWrappers(code: string, parse: Parse): { code: string; map: MagicString } | null {
  const out = new MagicString(code);
  let changed = false;
  for (const statement of parse(code).body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const call = declarator.init as Node | null;
      if (!call || call.type !== 'CallExpression') continue;
      const [arrow, ...rest] = call.arguments as Node[];
      if (!arrow || rest.length > 0 || arrow.type !== 'ArrowFunctionExpression' || arrow.async) continue;
      const body = arrow.body as Node;
      const params = arrow.params as Node[];
      if (body.type !== 'BlockStatement' || !params.every((param) => param.type === 'Identifier')) continue;
      if (!isParenthesized(code, call.callee as Node, arrow) || usesOwnThis(body)) continue;
      const names = params.map((param) => code.slice(param.start, param.end)).join(',');
      out.overwrite(arrow.start, body.start, `function(${names})`);
      changed = true;
    }
  }
  return changed ? { code: out.toString(), map: out } : null;
}

/** The browser's chunks only: the server's run in Node, where start-up is not on a visitor's phone. */
export function eagerModuleWrappersPlugin(): Plugin {
  return {
    name: 'eager-module-wrappers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk) {
      const result = eagerModuleWrappers(code, (source) => this.parse(source) as unknown as { body: Node[] });
      if (!result) return null;
      return { code: result.code, map: result.map.generateMap({ hires: true, source: chunk.fileName }) };
    },
  };
}

/** The plugin for a build's `plugins`: none when `EAGER_MODULE_WRAPPERS=off` (decision 0032 measures both builds). */
export const eagerModuleWrappersPlugins = (env: NodeJS.ProcessEnv = process.env): Plugin[] =>
  env.EAGER_MODULE_WRAPPERS === 'off' ? [] : [eagerModuleWrappersPlugin()];
