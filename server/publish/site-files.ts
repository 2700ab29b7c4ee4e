// What becomes of a rendered page before it is served, the same after `npm run build` (scripts/postbuild.ts) and after
// a publish (generations.ts): the hashes of its inline scripts for its CSP, the answer pages' scripts removed, and a
// brotli and a gzip copy of every text file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The sha256 sources of a page's inline scripts: every `<script>` without `src` that is not JSON data. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** An answer page as served (decision 0068): no script and no module preload; its JSON-LD stays. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '');

/** The files served precompressed. */
export const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality for a publish's files: a page at 6 is 12% larger than at 11 and made 50 times faster (0.4 ms
 * against 21 ms for a 30–60 KB page on this machine), which keeps a publish within its 2 s (decision 0073). The
 * build, made once, uses 11.
 */
export const PUBLISH_BROTLI_QUALITY = 6;

/** Writes `<file>.br` and `<file>.gz` beside the file, at the highest levels unless told (made once, served often). */
export async function precompress(file: string, brotliQuality = 11) {
  const content = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip(content, { level: 9 }),
  ]);
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
}

/** The code that turns a render into served files (scripts stripped, hashes, links): part of what made them. */
const publisherFiles = ['site-files.ts', 'generations.ts', 'render.ts'].map((file) =>
  fileURLToPath(new URL(`./${file}`, import.meta.url)),
);

/**
 * Identifies a build's code: a generation is usable only with the build whose files it links, and a publish keeps a
 * page only from a live site this code made. The build's server code and the publisher's own.
 */
export function buildIdOf(buildDir: string) {
  const server = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(server)) return 'none';
  const hash = createHash('sha256').update(fs.readFileSync(server));
  for (const file of publisherFiles) hash.update(fs.readFileSync(file));
  return hash.digest('base64url').slice(0, 16);
}
