// One test kit (issue 22): helpers the suites, e2e specs, benches and scripts share are written
// once. A copy of one, pasted into a file that needed it, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['tests', 'e2e', 'bench', 'scripts'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'results' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the shared test kit', () => {
  it('has one freePort, in scripts/lib/free-port.ts, that every other file imports', () => {
    const defining = roots
      .flatMap(sources)
      .filter((file) => /\bfunction freePort\b|\bconst freePort\s*=/.test(fs.readFileSync(file, 'utf8')));
    expect(defining).toEqual([path.join('scripts', 'lib', 'free-port.ts')]);
  });
});
