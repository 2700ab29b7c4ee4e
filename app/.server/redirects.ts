// Redirects as a site serves them (issue 36, decision 0079): each old address with the page it ends at, chains of
// redirects followed to their end, so a visitor makes one hop. Checked before anything is published: an old address
// that is a page, or that another redirect has too, a new address the site lacks, and a loop are each a ContentError
// naming the field.
import { redirectKey } from '#contracts/content/paths.ts';
import type { Redirect } from '#contracts/content/redirects.ts';
import { packFile } from '#contracts/content/pack.ts';
import { isAnswerPath } from '#contracts/locale.ts';
import { ContentError } from './content-error.ts';

/**
 * Paths no redirect may take or point to: the admin, the API, the build's assets, the answer pages and site search
 * (its page and its index, decision 0081), which the server answers before any redirect.
 */
const reserved = (path: string) =>
  /^\/(admin|api|assets)(\/|$)|^(\/nl)?\/search(\/|$)/.test(path) || isAnswerPath(path);

/**
 * Every redirect's old address (as `redirectKey` has it) with the public page it ends at, or an external address.
 * `pages` are the site's public paths. Throws a ContentError naming the first bad field.
 */
export function resolveRedirects(redirects: readonly Redirect[], pages: readonly string[]): Record<string, string> {
  const file = packFile('redirects', 'redirects');
  const fail = (index: number, field: 'from' | 'to', problem: string): never => {
    throw new ContentError(file, problem, `redirects.${index}.${field}`);
  };
  const isPage = new Set(pages.filter((path) => !reserved(path)).map(redirectKey));
  const byFrom = new Map<string, number>();
  redirects.forEach((redirect, index) => {
    const from = redirectKey(redirect.from);
    if (reserved(from)) fail(index, 'from', `${redirect.from} is the site's own: no redirect may take it`);
    if (isPage.has(from)) fail(index, 'from', `${redirect.from} is a page of the site: the redirect would hide it`);
    const other = byFrom.get(from);
    if (other !== undefined) fail(index, 'from', `${redirect.from} is also the old address of redirect ${other + 1}`);
    byFrom.set(from, index);
  });
  const served: Record<string, string> = {};
  redirects.forEach((redirect, index) => {
    const trail = [redirectKey(redirect.from)];
    let at = redirect;
    for (;;) {
      if (at.external) {
        served[trail[0]!] = at.to;
        return;
      }
      const next = redirectKey(at.to);
      if (trail.includes(next)) fail(index, 'to', `a loop: ${[...trail, next].join(' → ')}`);
      if (isPage.has(next)) {
        // The page as the site links it: '/nl/' keeps its slash, other paths have none.
        served[trail[0]!] = pages.find((page) => redirectKey(page) === next) ?? next;
        return;
      }
      const following = byFrom.get(next);
      if (following === undefined) fail(index, 'to', `the site has no page at ${at.to}`);
      trail.push(next);
      at = redirects[following!]!;
    }
  });
  return served;
}
