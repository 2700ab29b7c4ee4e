// `npm start`: build when the sources changed since the last build, then serve.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const sourceRoots = [
  'app',
  'content',
  'contracts',
  'messages',
  'project.inlang',
  'public',
  'scripts',
  'package.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'react-router.config.ts',
];
const stampFile = path.resolve('build/.source-stamp');

function files(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return [entry];
  return fs.readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

function sourceStamp() {
  const hash = createHash('sha256');
  // contracts/i18n/ is what the build compiles from messages/, not a source.
  const sources = sourceRoots.flatMap(files).filter((file) => !file.startsWith(path.join('contracts', 'i18n')));
  for (const file of sources.sort()) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const stamp = sourceStamp();
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
if (!built) {
  console.log('Building the site (sources changed since the last build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, stamp);
}

await import('../server/index.ts');
