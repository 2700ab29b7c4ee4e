import fs from 'node:fs';
import path from 'node:path';
import { linkTree } from '../../server/publish/link-tree.ts';
import { temporaryDir } from './temporary-dir.ts';

/** What `node server/index.ts` reads besides node_modules: the files the Dockerfile's runtime stage holds. */
const serverFiles = ['package.json', 'server', 'contracts', 'content', 'build/client', 'build/csp-hashes.json'];

/** The packages `npm prune --omit=dev` keeps, as package-lock.json lists them. */
function productionPackages() {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev && fs.existsSync(key))
    .map(([key]) => key);
}

export type ServerCopy = { dir: string; node: string };
let made: ServerCopy | undefined;

/**
 * The server and a node binary as another user can run them. That user (nobody) may be unable to
 * reach this checkout at all: a clone in a private home directory (0700, like /root) is closed to
 * everyone else. So the files it needs go to a fresh temporary directory anyone may read (hard
 * links, see linkTree), made once per test file; the server then runs from there.
 */
export function serverCopy(): ServerCopy {
  if (made && fs.existsSync(made.dir)) return made;
  const dir = temporaryDir('rebels-server-copy-');
  // mkdtemp makes it 0700.
  fs.chmodSync(dir, 0o755);
  for (const entry of serverFiles) linkTree(path.resolve(entry), path.join(dir, entry));
  for (const entry of productionPackages()) {
    // A nested node_modules holds packages of its own, each listed (and kept or left out) by itself.
    linkTree(path.resolve(entry), path.join(dir, entry), { skip: (relative) => relative === 'node_modules' });
  }
  const node = path.join(dir, 'node');
  linkTree(fs.realpathSync(process.execPath), node);
  made = { dir, node };
  return made;
}
