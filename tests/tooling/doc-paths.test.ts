// Docs that name a file must name one that exists (issue 38): a path in backticks in docs/**/*.md or
// in a README.md is checked against the checkout, so a move that forgets its mentions fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, foldersIn } from '../../scripts/lib/files.ts';

/** Produced by a build, a run or an install: named in docs, never in the checkout. */
const generated = ['build', 'build-islands', 'data', 'test-results', 'node_modules', 'coverage', '.react-router'];
const generatedPaths = ['bench/results/'];
const topFolders = foldersIn('.', '.').filter((name) => !name.startsWith('.') && !generated.includes(name));
/** Root files written without a folder; any other bare name is read as relative to its own text. */
const rootFile = /^(package(-lock)?\.json|tsconfig\.json|Dockerfile|[\w-]+\.config\.[jt]s)$/;

export const markdownFiles = () => [
  ...filesUnder('docs', /\.md$/),
  ...filesUnder('.', /^README\.md$/, [...generated, '.git', 'docs', 'project.inlang']),
];

/**
 * The repository path a backticked text names, or nothing when it is no path: `app/x.ts:12` names
 * `app/x.ts`; a glob or placeholder (`*`, `{`, `<`, `…`) names the folder before it.
 */
export function pathIn(text: string): string | undefined {
  if (/\s/.test(text)) return undefined;
  const file = text.replace(/:\d+(-\d+)?$/, '');
  const wild = file.search(/[*{<…$]/);
  const named = wild === -1 ? file : file.slice(0, file.lastIndexOf('/', wild) + 1);
  const first = named.split('/')[0] ?? '';
  if (generatedPaths.some((prefix) => named.startsWith(prefix))) return undefined;
  if (named.includes('/') ? topFolders.includes(first) : rootFile.test(named)) return named;
  return undefined;
}

/** Every backticked text of a Markdown file, outside fenced code blocks. */
export function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

describe('paths named in the docs', () => {
  it('reads a path, a path with its line, a glob and a placeholder, and skips what is not a path', () => {
    expect(pathIn('app/root.tsx')).toBe('app/root.tsx');
    expect(pathIn('server/app.ts:41')).toBe('server/app.ts');
    expect(pathIn('app/routes/admin.*.tsx')).toBe('app/routes/');
    expect(pathIn('tests/site/*budget*')).toBe('tests/site/');
    expect(pathIn('vite.config.ts')).toBe('vite.config.ts');
    for (const text of [
      'npm run build',
      'routes.ts',
      'build/client/',
      'bench/results/x.json',
      '/api/contact',
      '#app/lib/api.ts',
    ])
      expect(pathIn(text)).toBeUndefined();
    expect(backticked('see `app/a.ts` and\n```\n`app/b.ts`\n```\n')).toEqual(['app/a.ts']);
  });

  it('names only files and folders that exist, from the root or from the folder of the text naming them', () => {
    const exists = (file: string, named: string) =>
      fs.existsSync(named) || fs.existsSync(path.join(path.dirname(file), named));
    const missing = markdownFiles().flatMap((file) =>
      backticked(fs.readFileSync(file, 'utf8'))
        .map(pathIn)
        .filter((named): named is string => named !== undefined && !exists(file, named))
        .map((named) => `${path.normalize(file)}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the ledger of workarounds, docs/workarounds.md', () => {
  const entries = fs
    .readFileSync('docs/workarounds.md', 'utf8')
    .split(/^## /m)
    .slice(1)
    .map((entry) => ({ title: entry.slice(0, entry.indexOf('\n')), text: entry }));

  /** The paths named in an entry's field, from its `**Name:**` up to the next field. */
  const field = (text: string, name: string) => {
    const found = new RegExp(`\\*\\*${name}:\\*\\*([\\s\\S]*?)(?=\\n- \\*\\*|$)`).exec(text);
    return backticked(found?.[1] ?? '')
      .map(pathIn)
      .filter((named): named is string => named !== undefined);
  };

  // It shrinks as workarounds retire (the tab popstate interceptor went with decision 0070); empty, the checks
  // below would check nothing.
  it('has entries', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map((entry) => [entry.title, entry.text]))(
    '%s: names its files and the test that pins it',
    (_, text) => {
      const files = field(text, 'Files');
      const tests = field(text, 'Pinned by');
      expect(files.length).toBeGreaterThan(0);
      expect(tests.filter((file) => /\.(test|spec)\.ts$/.test(file)).length).toBeGreaterThan(0);
      expect([...files, ...tests].filter((file) => !fs.existsSync(file))).toEqual([]);
    },
  );
});
