// A feature's files stay small enough to read in one go (issue 38 item 1): past 300 lines a file holds two things.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/lib/files.ts';
import { temporaryDir } from '../../scripts/lib/temporary-dir.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const limit = 300;

/** The files under `dir` longer than the limit, each with its line count, relative to `dir`. */
const oversized = (dir: string) =>
  filesUnder(dir, /./)
    .map((file) => ({ file: path.relative(dir, file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > limit)
    .map(({ file, lines }) => `${file}: ${lines} lines`);

describe('the files of app/features', () => {
  it(`are none over ${limit} lines`, () => {
    expect(oversized(path.join(repo, 'app/features'))).toEqual([]);
  });

  it('are named when one grows past the limit', () => {
    const root = temporaryDir('rebels-feature-size-');
    fs.mkdirSync(path.join(root, 'inbox'));
    fs.writeFileSync(path.join(root, 'inbox', 'long.tsx'), 'x\n'.repeat(limit + 1));
    fs.writeFileSync(path.join(root, 'inbox', 'short.tsx'), 'x\n'.repeat(limit));
    expect(oversized(root)).toEqual([path.join('inbox', 'long.tsx') + `: ${limit + 1} lines`]);
  });
});
