import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
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

type CspManifest = Record<string, string[]>;

function readCspManifest(staticDir: string): CspManifest {
  const file = path.join(staticDir, '..', CSP_MANIFEST);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run build" before starting the server`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CspManifest;
}

/** Precompressed files, immutable hashed assets, revalidated HTML with a per-page CSP, a real 404. */
export async function staticSite(app: FastifyInstance, staticDir: string) {
  const cspByFile = readCspManifest(staticDir);
  const pageHeaders = (reply: FastifyReply, relativeFile: string) => {
    reply.header('cache-control', 'no-cache');
    reply.header('content-security-policy', contentSecurityPolicy(cspByFile[relativeFile] ?? []));
  };

  await app.register(fastifyStatic, {
    root: staticDir,
    preCompressed: true,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      // With preCompressed, filePath is the .br/.gz sibling of the file that was asked for.
      const relativeFile = path
        .relative(staticDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (relativeFile.startsWith('assets/')) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (relativeFile.endsWith('.html')) {
        pageHeaders(reply, relativeFile);
      } else if (relativeFile.endsWith('.data')) {
        reply.header('cache-control', 'no-cache');
      } else {
        reply.header('cache-control', 'public, max-age=3600, must-revalidate');
      }
    },
  });

  // The answer pages exist only filled by the server (decision 0068): as built they are a 404.
  for (const prefix of ['', '/nl']) {
    app.get(`${prefix}/_answer/*`, (_request, reply) => reply.callNotFound());
  }

  // An unknown id below a dynamic route gets that route's prerendered not-found page, hydrating into the same view.
  const notFoundPageFor = (url: string) => {
    const pathname = decodeURIComponentSafe(url.split('?')[0] ?? '/');
    const dataRequest = pathname.endsWith('.data');
    const parent = path.posix.dirname(pathname.replace(/\.data$/, '').replace(/\/$/, ''));
    const candidate = path.posix.join(parent, NOT_FOUND_PARAM).slice(1);
    const file = dataRequest ? `${candidate}.data` : `${candidate}/index.html`;
    if (parent !== '/' && !file.includes('..') && fs.existsSync(path.join(staticDir, file))) return file;
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
    const page = notFoundPageFor(request.url);
    if (!page) return reply.code(404).send({ success: false, error: 'Not found' });
    if (page.endsWith('.html')) pageHeaders(reply, page);
    else reply.header('cache-control', 'no-cache');
    return reply.code(404).sendFile(page);
  });
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
