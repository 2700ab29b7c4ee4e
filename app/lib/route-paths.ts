import type { RouteConfigEntry } from '@react-router/dev/routes';
import { englishPath, isAnswerPath } from '#contracts/locale.ts';
import { checkedContent, postSlugs, storyIds } from '../.server/content.ts';
import { NOT_FOUND_PARAM } from './not-found-param.ts';

/** Values for each dynamic segment: a story's id for :id, a post's slug for :slug. */
export type ParamValues = Record<string, readonly string[]>;
// The repository pack's (the build and scripts); a publish passes the store's.
const paramValues: ParamValues = {
  ':id': storyIds,
  ':slug': postSlugs,
};

function join(parent: string, path: string | undefined) {
  if (!path) return parent;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

const dynamicSegment = (path: string) => path.split('/').find((segment) => segment.startsWith(':'));

/** The concrete paths of one route template, each :param from the content ('/blog/:slug' → every post's). */
export function expand(path: string, params: ParamValues = paramValues): string[] {
  const dynamic = dynamicSegment(path);
  if (!dynamic) return [path];
  const values = params[dynamic];
  if (!values) throw new Error(`No content values for the route segment ${dynamic} in ${path}`);
  return values.flatMap((value) => expand(path.replace(dynamic, encodeURIComponent(value)), params));
}

/** The paths of the route table as written (with :params), without the catch-all. */
export function routeTemplates(routes: RouteConfigEntry[], parent = '/'): string[] {
  return routes.flatMap((entry) => {
    const path = entry.index ? parent : join(parent, entry.path);
    const own = entry.path?.endsWith('*') || !(entry.index || entry.path) ? [] : [path];
    return [...own, ...routeTemplates(entry.children ?? [], path)];
  });
}

/** Every concrete URL of the route table; the Dutch home is /nl/, whose data a navigation fetches as /nl/_.data. */
export function routePaths(routes: RouteConfigEntry[], params: ParamValues = paramValues): string[] {
  return routeTemplates(routes)
    .filter((path) => !isAnswerPath(path))
    .flatMap((path) => expand(path, params))
    .map((path) => (path === '/nl' ? '/nl/' : path));
}

/** The answer pages (decision 0068): built like a page, but no page of the site, so not among routePaths. */
export const answerPaths = (routes: RouteConfigEntry[]) => routeTemplates(routes).filter(isAnswerPath);

export const isPrivatePath = (path: string) => path.startsWith('/admin');

export function notFoundPaths(routes: RouteConfigEntry[]) {
  return routeTemplates(routes)
    .filter((path) => dynamicSegment(path))
    .map((path) => path.replace(/:[^/]+/g, NOT_FOUND_PARAM));
}

/** What is built to static HTML: every route, the answer pages, each dynamic route's not-found page, and /404. */
export function prerenderPaths(routes: RouteConfigEntry[], params: ParamValues = paramValues) {
  return [
    ...new Set([...routePaths(routes, params), ...answerPaths(routes), ...notFoundPaths(routes), '/404', '/nl/404']),
  ];
}

const noindexPaths = new Set<string>(
  Object.values(checkedContent.pages)
    .filter((page) => page.noindex)
    .map((page) => page.path),
);

/** The pages a sitemap lists: every route's, but the admin's and those marked noindex. */
export function sitemapPaths(
  routes: RouteConfigEntry[],
  params: ParamValues = paramValues,
  noindex: ReadonlySet<string> = noindexPaths,
) {
  return [...new Set(routePaths(routes, params))].filter(
    (path) => !isPrivatePath(path) && !noindex.has(englishPath(path)),
  );
}
