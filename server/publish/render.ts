// Renders the site from the store's content with the build's own server code (issue 35, decision 0072): the same
// React components, loaders and entry as `npm run build`'s prerender, asked path by path as React Router's prerender
// asks them (a page's loader data as `<path>.data`, then its HTML as `<path>/index.html`).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RouteObject, type ServerBuild, createRequestHandler, matchRoutes } from 'react-router';
import type { PackItem } from '#contracts/content/pack.ts';

/** What the built entry (app/entry.server.tsx) offers a publish: app/.server/publication.ts. */
type PublishingEntry = {
  publication(items: readonly PackItem[], routes: RouteTree[]): { context: unknown; paths: string[] };
  contentFiles(routes: RouteTree[], context: unknown, media: MediaOriginals): ContentFile[];
};
/** The original of a media library file by its name, for the social images a publish cuts from it. */
export type MediaOriginals = (file: string) => Promise<Uint8Array | null>;
/** A file the content makes besides its pages (app/.server/content-files.ts): made only when its key is new. */
export type ContentFile = { file: string; key: string; make: () => Promise<string | Uint8Array> };
type RouteTree = { id: string; path?: string; index?: boolean; children: RouteTree[] };

/** The server code `npm run build` left in build/server/, loaded once per process. */
export async function loadSiteBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
}

/** The build's route table as a tree, the shape the app's path helpers walk. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteTree[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      ...(route!.path === undefined ? {} : { path: route!.path }),
      ...(route!.index ? { index: true } : {}),
      children: routeTree(routes, route!.id),
    }));
}

/** A rendered file: its path below the site's root ('blog/x/index.html', 'blog/x.data') and its text. */
export type RenderedFile = { file: string; body: string };

/** A file of the live site, read when it was made by this same build; null when it has none. */
export type LiveFiles = (file: string) => string | null;

/** The files of a site folder's `client/` by their path below it, for a render to keep what did not change. */
export const liveFilesIn =
  (clientDir: string): LiveFiles =>
  (file) => {
    try {
      return fs.readFileSync(path.join(clientDir, file), 'utf8');
    } catch {
      return null;
    }
  };

/**
 * Every page of the site rendered from the items, or a ContentError naming each bad file and field before anything
 * is rendered. A page that does not answer 200 fails the whole render: a publish never swaps in half a site.
 *
 * Only what a change reaches is rendered again (issue 35: "a publish re-renders only what it changes"). A page's HTML
 * is made by the build from its path and its loader data alone, so every page's loader data is asked (cheap: a tenth
 * of a render), and where it is what the live site of this build has, the live page is kept as it is. A page with no
 * loader is the build's own. `live` is absent when the live site was made by another build: then all is rendered.
 */
export async function renderSite(
  build: ServerBuild,
  items: readonly PackItem[],
  live?: LiveFiles,
  media: MediaOriginals = async () => null,
) {
  const tree = routeTree(build.routes);
  const entry = build.entry.module as unknown as PublishingEntry;
  const { context, paths } = entry.publication(items, tree);
  // ssr:false renders only the build's prerender list as pages (anything else as the SPA shell): this publish's list.
  const handler = createRequestHandler({ ...build, prerender: paths }, 'production');
  const withLoaders = (pathname: string) =>
    (matchRoutes(tree as RouteObject[], `/${pathname}/`.replace(/^\/\/+/, '/')) ?? []).some(
      (match) => build.routes[match.route.id!]?.module.loader,
    );
  const ask = async (url: string) => {
    const response = await handler(new Request(`http://localhost${url}`), context as never);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`Rendering ${url} answered ${response.status}`);
    return body;
  };
  const files: RenderedFile[] = [];
  let rendered = 0;
  for (const pagePath of paths) {
    let unchanged = true;
    if (withLoaders(pagePath)) {
      const data = pagePath.endsWith('/') ? `${pagePath}_.data` : `${pagePath}.data`;
      const body = await ask(data);
      files.push({ file: data.slice(1), body });
      unchanged = live?.(data.slice(1)) === body;
    }
    const page = `${pagePath}/`.replace(/\/\/+/g, '/');
    const file = `${page.slice(1)}index.html`;
    const kept = unchanged ? live?.(file) : null;
    if (kept === null || kept === undefined) rendered += 1;
    files.push({ file, body: kept ?? (await ask(page)) });
  }
  // The sitemap, feeds, Open Graph images and PDFs: listed with their keys here, made by the generation if new.
  return { paths, files, made: entry.contentFiles(tree, context, media), rendered };
}

/**
 * One page rendered from the items, for a preview: its HTML, or a ContentError naming the bad file and field. Not
 * written anywhere; the same components, loaders and entry as a publish.
 */
export async function renderPage(build: ServerBuild, items: readonly PackItem[], pathname: string) {
  const tree = routeTree(build.routes);
  const entry = build.entry.module as unknown as PublishingEntry;
  const { context, paths } = entry.publication(items, tree);
  if (!paths.includes(pathname)) throw new Error(`The site has no page at ${pathname}`);
  const handler = createRequestHandler({ ...build, prerender: [pathname] }, 'production');
  const page = `${pathname}/`.replace(/\/\/+/g, '/');
  const response = await handler(new Request(`http://localhost${page}`), context as never);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`Rendering ${page} answered ${response.status}`);
  return body;
}
