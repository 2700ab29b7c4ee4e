import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { redirectKey } from '#contracts/content/paths.ts';
import { REDIRECTS_FILE } from '#contracts/content/redirects.ts';
import { contentSecurityPolicy } from './security-headers.ts';

export const NOT_FOUND_PAGE = '404/index.html';
export const DUTCH_NOT_FOUND_PAGE = 'nl/404/index.html';
/** Copies of the 404 pages without scripts, for the answer pages' addresses (decision 0068; scripts/postbuild.ts). */
export const answerNotFoundPages = {
  en: { from: NOT_FOUND_PAGE, to: '_answer/404/index.html' },
  nl: { from: DUTCH_NOT_FOUND_PAGE, to: 'nl/_answer/404/index.html' },
} as const;
// Must match app/lib/not-found-param.ts (server/ may not import app/).
export const NOT_FOUND_PARAM = '_not-found';
export const CSP_MANIFEST = 'csp-hashes.json';
/** Beside the CSP manifest in the build and in each generation: the digest of the content it was made from. */
export const SITE_META = 'content.json';
/** Beside them too: the key of each file the content makes besides its pages (app/.server/content-files.ts). */
export const CONTENT_FILES = 'content-files.json';

/**
 * The folder a request is answered from, its pages' CSP hashes and its redirects (each old path with where it ends,
 * decision 0079): the build, or a generation (decision 0073).
 */
export type ServedSite = {
  clientDir: string;
  csp: Record<string, string[]>;
  redirects: Readonly<Record<string, string>>;
};

/** The redirects a site folder serves (its client folder's redirects.json), none when it has no such file. */
export function readRedirects(clientDir: string): Readonly<Record<string, string>> {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, REDIRECTS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request is answered from, read once, so a publish's swap never mixes two in one answer. */
    servedSite: ServedSite | null;
  }
}

/** `%23` and `%3F` decode to '#' and '?' in a file name; anything else as decodeURI does (as @fastify/static does). */
function decodePathname(pathname: string) {
  try {
    return decodeURI(pathname.replace(/%(23|3F)/gi, (escape) => decodeURIComponent(escape)));
  } catch {
    return null;
  }
}

/**
 * Precompressed files, immutable hashed assets, revalidated HTML with a per-page CSP, a real 404. `onMissingPage`
 * hears the path (decoded) of each GET answered with a not-found page, not the misses of data files or the API.
 */
export async function staticSite(
  app: FastifyInstance,
  site: () => ServedSite,
  { onMissingPage }: { onMissingPage?: (decodedPath: string, request: FastifyRequest) => void } = {},
) {
  app.decorateRequest('servedSite', null);
  const servedSite = (request: FastifyRequest) => (request.servedSite ??= site());
  const pageHeaders = (reply: FastifyReply, relativeFile: string) => {
    reply.header('cache-control', 'no-cache');
    const { csp } = servedSite(reply.request);
    reply.header('content-security-policy', contentSecurityPolicy(csp[relativeFile] ?? []));
  };

  await app.register(fastifyStatic, {
    root: site().clientDir,
    // The route below serves: it picks the live site per request, where the plugin's own route has one fixed root.
    serve: false,
    preCompressed: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      // With preCompressed, filePath is the .br/.gz sibling of the file that was asked for.
      const relativeFile = path
        .relative(servedSite(reply.request).clientDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (relativeFile.startsWith('assets/')) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (relativeFile.endsWith('.html')) {
        pageHeaders(reply, relativeFile);
      } else if (relativeFile.endsWith('.data') || relativeFile.startsWith('search/')) {
        // A page's data, and site search's index (decision 0081): what a publish changes, asked again each time.
        reply.header('cache-control', 'no-cache');
      } else {
        reply.header('cache-control', 'public, max-age=3600, must-revalidate');
      }
    },
  });

  // Every path no other route takes: `/about` and `/about/` both serve about/index.html. The plugin refuses '..',
  // '.' and '//' segments and backslashes in what it is given (403), and sends what is missing to the 404 below.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const raw = request.raw.url ?? '/';
      const query = raw.indexOf('?');
      const pathname = decodePathname(query === -1 ? raw : raw.slice(0, query));
      // The redirects' file (and its precompressed copies) is the server's, not a page.
      if (pathname === null || pathname.replace(/\.(br|gz)$/, '') === `/${REDIRECTS_FILE}`) return reply.callNotFound();
      return reply.sendFile(pathname, servedSite(request).clientDir);
    },
  });

  // The answer pages exist only filled by the server (decision 0068): as built they are a 404.
  for (const prefix of ['', '/nl']) {
    app.get(`${prefix}/_answer/*`, (_request, reply) => reply.callNotFound());
  }

  // An unknown id below a dynamic route gets that route's prerendered not-found page, hydrating into the same view.
  const notFoundPageFor = (url: string, clientDir: string) => {
    const pathname = decodeURIComponentSafe(url.split('?')[0] ?? '/');
    const dataRequest = pathname.endsWith('.data');
    const parent = path.posix.dirname(pathname.replace(/\.data$/, '').replace(/\/$/, ''));
    const candidate = path.posix.join(parent, NOT_FOUND_PARAM).slice(1);
    const file = dataRequest ? `${candidate}.data` : `${candidate}/index.html`;
    if (parent !== '/' && !file.includes('..') && fs.existsSync(path.join(clientDir, file))) return file;
    if (dataRequest) return null;
    const dutch = /^\/nl(\/|$)/.test(pathname);
    if (/^(\/nl)?\/_answer\//.test(pathname)) return answerNotFoundPages[dutch ? 'nl' : 'en'].to;
    return dutch ? DUTCH_NOT_FOUND_PAGE : NOT_FOUND_PAGE;
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ success: false, error: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ success: false, error: 'Not found' });
    }
    const { clientDir, redirects } = servedSite(request);
    // An old address an editor redirected (or a post's before its address changed): one hop to where it ends.
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s, 2);
    const decodedPath = decodeURIComponentSafe(rawPath);
    const key = redirectKey(decodedPath);
    const target = Object.hasOwn(redirects, key) ? redirects[key] : undefined;
    if (target !== undefined) {
      reply.header('cache-control', 'public, max-age=300');
      return reply.redirect(query && !target.includes('?') ? `${target}?${query}` : target, 301);
    }
    const page = notFoundPageFor(request.url, clientDir);
    if (!page) return reply.code(404).send({ success: false, error: 'Not found' });
    if (page.endsWith('.html')) {
      pageHeaders(reply, page);
      if (request.method === 'GET') onMissingPage?.(decodedPath, request);
    } else reply.header('cache-control', 'no-cache');
    return reply.code(404).sendFile(page, clientDir);
  });
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
