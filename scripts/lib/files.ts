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
