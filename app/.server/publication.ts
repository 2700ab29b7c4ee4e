// What a publish renders (issue 35, decision 0072): the store's items checked into a render context, and every path
// the site has with them, worked out by the build's own code. The server reaches it through the built entry
// (app/entry.server.tsx re-exports it), since server/ never imports app/.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { PackItem } from '#contracts/content/pack.ts';
import { prerenderPaths } from '../lib/route-paths.ts';
import { content, contentContext } from './content.ts';

/**
 * The render context for the items and the paths to render with them: the build's list (every route, answer page and
 * not-found page), each story and post path from the items. Throws a ContentError naming each bad file and field.
 */
export function publication(items: readonly PackItem[], routes: RouteConfigEntry[]) {
  const context = contentContext(items);
  const english = content('en', context);
  const paths = prerenderPaths(routes, {
    ':id': english.stories.map((story) => story.id),
    ':slug': english.posts.map((post) => post.slug),
  });
  return { context, paths };
}
export type Publication = ReturnType<typeof publication>;
