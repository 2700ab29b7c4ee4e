import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../helpers/html.ts';
import { classConflicts, overriddenClasses } from '../helpers/class-conflicts.ts';
import { requireBuild, staticDir } from '../helpers/test-app.ts';
import { filesUnder } from '../../scripts/lib/files.ts';

const htmlFiles = (dir: string) => filesUnder(dir, /\.html$/, ['assets']);

describe('class attributes', () => {
  it('finds a class that another class of the same attribute overrides', () => {
    expect(overriddenClasses('inline-flex px-4 text-sm hidden px-6')).toEqual(['inline-flex', 'px-4']);
    expect(overriddenClasses('px-4 sm:px-6 max-sm:hidden inline-flex text-ink-900 text-sm')).toEqual([]);
  });

  it('never set one property twice in a prerendered page (cn() does not merge)', () => {
    requireBuild();
    const files = htmlFiles(staticDir);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const attributes = [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => decode(match[1]!));
      expect(classConflicts(attributes), path.relative(staticDir, file)).toEqual([]);
    }
  });
});
