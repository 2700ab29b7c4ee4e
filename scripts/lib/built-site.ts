import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files.ts';

/** Where `npm run build` writes the site the server serves. */
export const clientDir = path.resolve('build/client');

/** The file the prerender wrote for a route: '/' is index.html, '/about' and '/nl/' their own. */
export const builtPageFile = (route: string, dir = clientDir) =>
  path.join(dir, route.replace(/^\/+|\/+$/g, ''), 'index.html');

/** A route's prerendered HTML, as the server sends it. The one reader of built pages. */
export const builtPage = (route: string, dir = clientDir) => fs.readFileSync(builtPageFile(route, dir), 'utf8');

/** Every prerendered page under `dir`: its route ('/', '/about', '/nl') and file, sorted by route. */
export function builtRoutes(dir = clientDir, skip: readonly string[] = []): { route: string; file: string }[] {
  return filesUnder(dir, /^index\.html$/, skip)
    .map((file) => ({ route: `/${path.relative(dir, path.dirname(file)).split(path.sep).join('/')}`, file }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
