// A content pack's folder on disk (decision 0072): every file read into its item, and items written as files. For
// Node only (the build, the server and npm run content); contracts/content/pack.ts holds the format itself.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type CheckedPack,
  type PackError,
  type PackItem,
  checkPack,
  packFile,
  packItemOf,
  parseItem,
  serializeItem,
} from './pack.ts';

/** The nearest folder at or above `dir` with a package.json: the checkout, or the image's /app. */
function packageRoot(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) return dir;
  }
}

/**
 * The pack the repository ships, which a build prerenders and a fresh install starts from. Found from the package's
 * root, since this module also runs bundled into the build's server code (build/server/index.js).
 */
export const REPOSITORY_PACK = path.join(packageRoot(import.meta.dirname), 'content');

/**
 * The contact e-mail address of a pack's settings (content/settings.yaml), or '' when it has none: where the server
 * sends a new submission's notice unless CONTACT_NOTIFY_TO says otherwise.
 */
export function packContactEmail(dir = REPOSITORY_PACK): string {
  const file = packFile('siteSettings', 'settings');
  let source: string;
  try {
    source = fs.readFileSync(path.join(dir, file), 'utf8');
  } catch {
    return '';
  }
  const data = parseItem(file, source).item?.data as { contact?: { email?: unknown } } | undefined;
  return typeof data?.contact?.email === 'string' ? data.contact.email : '';
}

/**
 * What a site was rendered from, in one short string: the same items give the same digest in any order, whether read
 * from a pack folder or from the store. The build records its pack's (build/content.json); a generation records its
 * own, so a server knows at start whether what it would serve is what the store holds.
 */
export function contentDigest(items: readonly PackItem[]) {
  const hash = createHash('sha256');
  const sorted = [...items].sort((a, b) =>
    a.type === b.type ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.type < b.type ? -1 : 1,
  );
  for (const item of sorted) hash.update(JSON.stringify([item.type, item.key, item.data])).update('\n');
  return hash.digest('base64url').slice(0, 22);
}

/** Largest file a pack may hold: a post's two bodies at their limit, with room for the front matter. */
export const PACK_FILE_MAX_BYTES = 1024 * 1024;

/** Where a pack keeps the media library's originals, each named by its hash ('media/files/3f…9a.jpg', decision 0082). */
export const MEDIA_FILES_DIR = 'media/files';

/**
 * Every file under the folder, as paths relative to it with '/' between parts ('stories/prorail.yaml'); not the
 * media library's originals, which are read by the media item that names them.
 */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')) && file !== 'README.md')
    .filter((file) => !file.startsWith(`${MEDIA_FILES_DIR}/`))
    .sort();
}

/** Reads every file of a pack folder; the items it holds, and every file that is not one (nothing is checked yet). */
export function readPackDir(dir: string): { items: PackItem[]; errors: PackError[] } {
  const items: PackItem[] = [];
  const errors: PackError[] = [];
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    return { items, errors: [{ file: dir, field: '', message: 'not a folder' }] };
  for (const file of filesUnder(dir)) {
    const size = fs.statSync(path.join(dir, file)).size;
    if (size > PACK_FILE_MAX_BYTES) {
      errors.push({
        file,
        field: '',
        message: `${size} bytes, more than the ${PACK_FILE_MAX_BYTES} a pack file may have`,
      });
      continue;
    }
    let source: string;
    try {
      source = new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(path.join(dir, file)));
    } catch {
      errors.push({ file, field: '', message: 'not UTF-8 text' });
      continue;
    }
    const read = parseItem(file, source);
    if (read.item) items.push(read.item);
    else errors.push(...read.errors);
  }
  return { items, errors };
}

/** Reads and checks a whole pack folder: its items and the checked pack, or every error of every file. */
export function checkPackDir(
  dir: string,
): { items: PackItem[]; pack: CheckedPack; errors: [] } | { items: PackItem[]; pack: null; errors: PackError[] } {
  const read = readPackDir(dir);
  if (read.errors.length) return { items: read.items, pack: null, errors: read.errors };
  return { items: read.items, ...checkPack(read.items) };
}

/**
 * Writes items as a pack folder, each to its file, and removes the files there that are pack files of no item, so the
 * folder holds exactly these items; any other file (a README, .git) is left alone.
 */
export function writePackDir(dir: string, items: readonly PackItem[]) {
  const written = new Set<string>();
  for (const item of items) {
    const file = packFile(item.type, item.key);
    written.add(file);
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), serializeItem(item));
  }
  for (const file of filesUnder(dir)) if (!written.has(file) && packItemOf(file)) fs.rmSync(path.join(dir, file));
}
