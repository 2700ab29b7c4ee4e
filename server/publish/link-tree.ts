import fs from 'node:fs';
import path from 'node:path';

export type LinkTreeOptions = {
  /** Leaves out an entry (and, for a directory, everything in it), by its path relative to `from`. */
  skip?: (relative: string) => boolean;
};

/**
 * Rebuilds the tree at `from` under `to` with directories of its own (0755) and hard links to
 * its files, so it costs next to nothing; a file is copied instead where a link cannot be made
 * (another file system) or would not be readable by every user (its mode hides it from others).
 * A linked file is the same file: only read the copy, never write to it in place.
 */
export function linkTree(from: string, to: string, options: LinkTreeOptions = {}) {
  const walk = (relative: string) => {
    const source = path.join(from, relative);
    const target = path.join(to, relative);
    const stat = fs.lstatSync(source);
    if (stat.isDirectory()) {
      makeDir(target);
      for (const name of fs.readdirSync(source)) {
        const child = path.join(relative, name);
        if (!options.skip?.(child)) walk(child);
      }
    } else if (stat.isSymbolicLink()) {
      makeDir(path.dirname(target));
      fs.symlinkSync(fs.readlinkSync(source), target);
    } else if (stat.isFile()) {
      makeDir(path.dirname(target));
      linkOrCopy(source, target, stat.mode);
    }
  };
  walk('');
}

/** mkdir -p, with every directory it makes open to other users (mkdir alone applies the umask). */
function makeDir(dir: string) {
  const first = fs.mkdirSync(dir, { recursive: true });
  if (first === undefined) return;
  for (let each = dir; each.length >= first.length; each = path.dirname(each)) fs.chmodSync(each, 0o755);
}

/** One file linked (or copied, as above) to `target`, its folders made. */
export function linkFile(source: string, target: string) {
  makeDir(path.dirname(target));
  linkOrCopy(source, target, fs.statSync(source).mode);
}

function linkOrCopy(source: string, target: string, mode: number) {
  if (mode & 0o004) {
    try {
      fs.linkSync(source, target);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    }
  }
  fs.copyFileSync(source, target);
  fs.chmodSync(target, (mode & 0o777) | 0o444 | (mode & 0o100 ? 0o111 : 0));
}
