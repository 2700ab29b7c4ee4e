import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const temporaryDirs: string[] = [];

/** A fresh directory under the system temp dir, removed after the test file (tests/setup.ts). */
export function temporaryDir(prefix = 'rebels-test-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

/**
 * Removes every directory temporaryDir() made in this process. tests/setup.ts calls it after
 * each test file (vitest's workers end without an 'exit' event, so a hook on that never ran).
 */
export function removeTemporaryDirs() {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
process.once('exit', removeTemporaryDirs);
