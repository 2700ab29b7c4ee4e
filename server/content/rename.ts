// A post's new address (issue 36, decision 0079): the item under its new key, and redirects from its old address in
// both languages to the new one, published together, so no visitor and no inbound link meets a 404 between them. A
// redirect that pointed at the old address now points at the new one (one hop, never a chain), and one from the new
// address is dropped (it is a page now, and would loop).
import { previewPath } from '#contracts/content/api.ts';
import type { ContentType } from '#contracts/content/index.ts';
import type { PackItem } from '#contracts/content/pack.ts';
import { redirectKey } from '#contracts/content/paths.ts';
import type { Redirect } from '#contracts/content/redirects.ts';
import { locales } from '#contracts/locale.ts';

/** The redirects after `type/from` moved to `type/to`: the old addresses in both languages to the new ones. */
export function redirectsAfterRename(
  redirects: readonly Redirect[],
  type: ContentType,
  from: string,
  to: string,
): Redirect[] {
  const moves = locales.map((locale) => ({ from: previewPath(type, from, locale), to: previewPath(type, to, locale) }));
  const movedTo = (path: string) => moves.find((move) => redirectKey(move.from) === redirectKey(path))?.to;
  const kept = redirects
    .filter((redirect) => !moves.some((move) => redirectKey(redirect.from) === redirectKey(move.to)))
    .filter((redirect) => !moves.some((move) => redirectKey(redirect.from) === redirectKey(move.from)))
    .map((redirect) => {
      const to = redirect.external ? undefined : movedTo(redirect.to);
      return to ? { ...redirect, to } : redirect;
    });
  return [...kept, ...moves];
}

/** The stored items as they will be: the item under its new key, and the redirects with its moves. */
export function renamedItems(stored: readonly PackItem[], type: ContentType, from: string, to: string): PackItem[] {
  const redirects = stored.find((item) => item.type === 'redirects');
  const list = ((redirects?.data as { redirects?: Redirect[] } | undefined)?.redirects ?? []) as Redirect[];
  return [
    ...stored.filter((item) => !(item.type === type && item.key === from) && item.type !== 'redirects'),
    ...stored.filter((item) => item.type === type && item.key === from).map((item) => ({ ...item, key: to })),
    { type: 'redirects', key: 'redirects', data: { redirects: redirectsAfterRename(list, type, from, to) } },
  ];
}
