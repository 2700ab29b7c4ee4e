// The floor: the home page as the prerender wrote it, with every script and module preload
// removed, served by the same server as the real pages. Its Lighthouse figures are what the
// markup, stylesheet, font and images cost without any JavaScript, so each real page reads as
// a distance from it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { builtPage } from '../../scripts/lib/built-site.ts';

export const FLOOR_PATH = '/bench-floor';

/** Writes `<clientDir>/bench-floor/index.html` (with .br and .gz) and returns its path. */
export function writeFloorPage(clientDir: string): string {
  const html = builtPage('/', clientDir);
  const withoutJs = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  if (/<script\b|modulepreload/i.test(withoutJs)) throw new Error('the floor page still carries JavaScript');
  const dir = path.join(clientDir, FLOOR_PATH.slice(1));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, withoutJs);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(withoutJs, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(withoutJs, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return FLOOR_PATH;
}
