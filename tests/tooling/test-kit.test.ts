// One test kit (issue 22): helpers the suites, e2e specs, benches and scripts share are written
// once. A copy of one, pasted into a file that needed it, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/lib/files.ts';

const roots = ['tests', 'e2e', 'bench', 'scripts'];

const sources = (dir: string) => filesUnder(dir, /\.ts$/, ['results']);

describe('the shared test kit', () => {
  it('has one freePort, in scripts/lib/free-port.ts, that every other file imports', () => {
    const defining = roots
      .flatMap(sources)
      .filter((file) => /\bfunction freePort\b|\bconst freePort\s*=/.test(fs.readFileSync(file, 'utf8')));
    expect(defining).toEqual([path.join('scripts', 'lib', 'free-port.ts')]);
  });

  /** The files of the kit's roots whose text matches `pattern` (built here so this file does not match itself). */
  const containing = (pattern: RegExp) =>
    roots
      .flatMap(sources)
      .filter(
        (file) =>
          file !== path.join('tests', 'tooling', 'test-kit.test.ts') && pattern.test(fs.readFileSync(file, 'utf8')),
      );

  it('has one server starter, scripts/lib/server-process.ts: nothing else spawns server/index.ts', () => {
    expect(containing(/\[\s*'server\/index\.ts'\s*\]/)).toEqual([path.join('scripts', 'lib', 'server-process.ts')]);
  });

  it('has one directory walker, scripts/lib/files.ts', () => {
    expect(containing(new RegExp('withFile' + 'Types'))).toEqual([path.join('scripts', 'lib', 'files.ts')]);
  });

  it('reads built pages in one place, scripts/lib/built-site.ts', () => {
    expect(containing(new RegExp("readFileSync\\([^;]*'index" + "\\.html'"))).toEqual([]);
  });

  it('builds the test app in one lifecycle, useTestApp(): no file repeats the before/after block', () => {
    expect(containing(new RegExp('= await build' + 'TestApp\\('))).toEqual([
      path.join('tests', 'helpers', 'test-app.ts'),
    ]);
  });
});
