// A publish's output on disk (issue 35, decision 0072): a generation is a folder laid out as `npm run build` lays out
// build/ (`client/` and `csp-hashes.json`), so the static plugin serves either alike. The build's files are linked
// into it, never written through; the rendered pages replace their links. `current` is a symlink to the live
// generation, replaced in one rename: a reader sees the whole old generation or the whole new one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES, CSP_MANIFEST, SITE_META, answerNotFoundPages } from '../plugins/static-site.ts';
import { linkFile, linkTree } from './link-tree.ts';
import type { ContentFile, RenderedFile } from './render.ts';
import { PUBLISH_BROTLI_QUALITY, compressible, inlineScriptHashes, precompress, withoutScripts } from './site-files.ts';

const CURRENT = 'current';
const PARTIAL = '.partial';
const answerPage = /(^|\/)_answer\//;
/** What a render writes: every page and its loader data, with their compressed copies. */
const renderedFile = /\.(html|data)(\.br|\.gz)?$/;
/** The one page a render does not write: the shell React Router serves for a path it has no page for. */
const unrendered = /^__spa-fallback\.html/;

/** A JSON object from a file, or {} when there is none (a build from before the file existed). */
function readJson(file: string): Record<string, unknown> {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

/** Where a rendered file goes below a generation's `client/`, refused if it would leave it. */
function target(clientDir: string, file: string) {
  const resolved = path.resolve(clientDir, file);
  if (!resolved.startsWith(`${clientDir}${path.sep}`)) throw new Error(`A rendered file outside the site: ${file}`);
  return resolved;
}

/** Links a file with its compressed copies, as they are where it was served from. */
function linkWithCopies(from: string, at: string) {
  for (const suffix of ['', '.br', '.gz']) if (fs.existsSync(from + suffix)) linkFile(from + suffix, at + suffix);
}

/** Writes a file where a link to the build's may be: the link goes, so the build's own file is never changed. */
function replace(file: string, body: string | Uint8Array) {
  for (const each of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(each, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

/**
 * A new generation in `siteDir`: the build (`staticDir`, with its `../csp-hashes.json`) linked in, the rendered files
 * written over it as the build's postbuild would leave them (answer pages without scripts, every page's inline-script
 * hashes in the CSP manifest, `.br` and `.gz` beside each); a file the change left as it was stays a link, to the
 * build's file or to the live generation's (`previous`), so earlier publishes' pages are not written again. Nothing is
 * live until `swapCurrent`; a generation left half-written by a crash keeps its `.partial` name and is never served.
 * Returns its folder and how many files it wrote.
 */
export async function writeGeneration(
  siteDir: string,
  staticDir: string,
  files: readonly RenderedFile[],
  meta: { digest: string; build: string } = { digest: '', build: 'none' },
  made: readonly ContentFile[] = [],
  /** The live generation when this build made it: a page this change left as it was is linked from there. */
  previous?: { dir: string; clientDir: string; csp: Record<string, string[]> },
) {
  fs.mkdirSync(siteDir, { recursive: true });
  const name = `g${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const partial = path.join(siteDir, `${name}${PARTIAL}`);
  const clientDir = path.join(partial, 'client');
  // Every page and its loader data comes from this render: a page the build has and the render has not (a post taken
  // off the site) must not linger. The rest of the build (assets, images, feeds) is linked as it is.
  // So must every file the content made besides its pages (an unpublished post's Open Graph image).
  const baseKeys = readJson(path.join(staticDir, '..', CONTENT_FILES));
  const madeBefore = (relative: string) => Object.hasOwn(baseKeys, relative.replace(/\.(br|gz)$/, ''));
  linkTree(staticDir, clientDir, {
    skip: (relative) => (renderedFile.test(relative) && !unrendered.test(relative)) || madeBefore(relative),
  });
  const baseManifest = readJson(path.join(staticDir, '..', CSP_MANIFEST)) as Record<string, string[]>;
  const manifest: Record<string, string[]> = {};
  for (const [file, hashes] of Object.entries(baseManifest)) if (unrendered.test(file)) manifest[file] = hashes;
  const written = new Map<string, string>();
  for (const { file, body } of files) written.set(file, answerPage.test(file) ? withoutScripts(body) : body);
  // The answer pages' addresses opened directly: the 404 page without its scripts (scripts/postbuild.ts).
  for (const { from, to } of Object.values(answerNotFoundPages)) {
    const notFound = written.get(from);
    if (notFound !== undefined) written.set(to, withoutScripts(notFound));
  }
  let changed = 0;
  // Where an unchanged file is linked from: the build, and the live generation when this code made it.
  type Source = { clientDir: string; csp: Record<string, string[]>; keys: Record<string, unknown> };
  const sources: Source[] = [{ clientDir: staticDir, csp: baseManifest, keys: baseKeys }];
  if (previous) sources.push({ ...previous, keys: readJson(path.join(previous.dir, CONTENT_FILES)) });
  for (const [file, body] of written) {
    const at = target(clientDir, file);
    // A page the change does not reach stays the build's, or the live generation's: linked, with its compressed
    // copies and its hashes, not written and compressed again.
    const same = sources.find((source) => {
      const from = path.join(source.clientDir, file);
      return fs.existsSync(from) && fs.readFileSync(from, 'utf8') === body;
    });
    if (same) {
      const from = path.join(same.clientDir, file);
      linkWithCopies(from, at);
      if (file.endsWith('.html')) manifest[file] = same.csp[file] ?? inlineScriptHashes(body);
      continue;
    }
    changed += 1;
    replace(at, body);
    if (file.endsWith('.html')) manifest[file] = inlineScriptHashes(body);
    if (compressible.test(file)) await precompress(at, PUBLISH_BROTLI_QUALITY);
  }
  const keys: Record<string, string> = {};
  for (const { file, key, make } of made) {
    const at = target(clientDir, file);
    keys[file] = key;
    // Made from the same key by the build or the live generation: linked from there, not made again.
    const same = sources.find(
      (source) => source.keys[file] === key && fs.existsSync(path.join(source.clientDir, file)),
    );
    if (same) {
      const from = path.join(same.clientDir, file);
      linkWithCopies(from, at);
      continue;
    }
    changed += 1;
    replace(at, await make());
    if (compressible.test(file)) await precompress(at, PUBLISH_BROTLI_QUALITY);
  }
  fs.writeFileSync(path.join(partial, CONTENT_FILES), JSON.stringify(keys, null, 2));
  fs.writeFileSync(path.join(partial, CSP_MANIFEST), JSON.stringify(manifest, null, 2));
  // What it was made from (live-site.ts): a restart with the same content and build serves it without rendering.
  fs.writeFileSync(path.join(partial, SITE_META), JSON.stringify(meta));
  const done = path.join(siteDir, name);
  fs.renameSync(partial, done);
  return { dir: done, changed };
}

/** Makes the generation the live one: a new symlink renamed over `current`, one atomic step. */
export function swapCurrent(siteDir: string, generation: string) {
  const link = path.join(siteDir, CURRENT);
  const next = `${link}.${randomBytes(4).toString('hex')}`;
  fs.symlinkSync(path.relative(siteDir, generation), next);
  fs.renameSync(next, link);
}

/** The live generation's folder, or null before the first publish. */
export function currentGeneration(siteDir: string): string | null {
  try {
    return fs.realpathSync(path.join(siteDir, CURRENT));
  } catch {
    return null;
  }
}

/** Removes every generation but the live one and the `keep` newest before it, and what crashes left half-written. */
export function pruneGenerations(siteDir: string, keep = 1) {
  const live = currentGeneration(siteDir);
  const generations = fs
    .readdirSync(siteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('g'))
    .map((entry) => path.join(siteDir, entry.name))
    .sort();
  const finished = generations.filter((dir) => !dir.endsWith(PARTIAL) && dir !== live);
  const kept = new Set(finished.slice(Math.max(0, finished.length - keep)));
  for (const dir of generations) if (dir !== live && !kept.has(dir)) fs.rmSync(dir, { recursive: true, force: true });
}
