// What a publish renders (issue 35, decision 0072): the store's items checked into a render context, and every path
// the site has with them, worked out by the build's own code. The server reaches it through the built entry
// (app/entry.server.tsx re-exports it), since server/ never imports app/.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { PackItem } from '#contracts/content/pack.ts';
import { locales } from '#contracts/locale.ts';
import { packFile } from '#contracts/content/pack.ts';
import { isPrivatePath, prerenderPaths } from '../lib/route-paths.ts';
import { content, contentContext } from './content.ts';
import { ContentError } from './content-error.ts';
import { resolveRedirects } from './redirects.ts';
import { markdownToHtml } from './markdown.ts';
import { toStoryPage } from './story-views.ts';

/**
 * Renders each text the page loaders render, in both languages, so that a text no page can show (a level-1 heading in
 * a story's Markdown) is a ContentError naming its file and field, not a page that fails in the render.
 */
function checkTexts(items: readonly PackItem[], context: ReturnType<typeof contentContext>) {
  const jobFiles = new Map(
    items.filter((item) => item.type === 'job').map((item) => [(item.data as { id?: unknown }).id, item.key]),
  );
  for (const locale of locales) {
    const local = content(locale, context);
    for (const story of local.stories) toStoryPage(story, local, packFile('story', story.id));
    for (const job of local.jobs) {
      const key = jobFiles.get(job.id);
      markdownToHtml(job.about, { file: key ? packFile('job', key) : 'content text', field: `about.${locale}` });
    }
  }
}

/**
 * Every link of the settings' navigation goes to a public page the site has (their paths are English): a ContentError
 * naming the first field that does not, so no publish puts a dead link in every page's header or footer.
 */
export function checkNavigation(context: ReturnType<typeof contentContext>, paths: readonly string[]) {
  const pages = new Set(paths.filter((path) => !isPrivatePath(path)));
  const { main, callToAction, company, legal } = content('en', context).settings.navigation;
  const links = [
    ...main.flatMap((entry, index) =>
      'children' in entry
        ? entry.children.map((link, child) => ({ link, field: `navigation.main.${index}.children.${child}.to` }))
        : [{ link: entry, field: `navigation.main.${index}.to` }],
    ),
    { link: callToAction, field: 'navigation.callToAction.to' },
    ...company.map((link, index) => ({ link, field: `navigation.company.${index}.to` })),
    ...legal.map((link, index) => ({ link, field: `navigation.legal.${index}.to` })),
  ];
  for (const { link, field } of links)
    if (!pages.has(link.to))
      throw new ContentError(packFile('siteSettings', 'settings'), `the site has no page at ${link.to}`, field);
}

/**
 * The render context for the items and the paths to render with them: the build's list (every route, answer page and
 * not-found page), each story and post path from the items. Throws a ContentError naming each bad file and field.
 */
export function publication(items: readonly PackItem[], routes: RouteConfigEntry[]) {
  const context = contentContext(items);
  checkTexts(items, context);
  const english = content('en', context);
  const paths = prerenderPaths(routes, {
    ':id': english.stories.map((story) => story.id),
    ':slug': english.posts.map((post) => post.slug),
  });
  checkNavigation(context, paths);
  resolveRedirects(english.redirects, paths);
  return { context, paths };
}
export type Publication = ReturnType<typeof publication>;
