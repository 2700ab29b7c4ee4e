import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name matches `name`, not looking into directories named in `skip`. */
export function filesUnder(dir: string, name: RegExp, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, name, skip);
    return name.test(entry.name) ? [full] : [];
  });
}

/** The names of the folders directly in `root`/`dir`, sorted; none when it does not exist. */
export function foldersIn(root: string, dir: string) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
