import { createContext, use } from 'react';

/**
 * The path of the page being rendered, without React Router: the root layout fills it from the router, an island's
 * root from the path its page was rendered for (decision 0070), so a component shows the same in both.
 */
export const PagePath = createContext<string | null>(null);

export function usePagePath() {
  const pathname = use(PagePath);
  if (pathname === null) throw new Error('usePagePath() outside <PagePath> (the root layout or an island root)');
  return pathname;
}

/** As React Router's NavLink decides: the page itself, or (unless `end`) a page under it. */
export function isCurrentPath(pathname: string, to: string, end = false) {
  const trim = (each: string) => (each.length > 1 ? each.replace(/\/+$/, '') : each);
  const [here, there] = [trim(pathname), trim(to)];
  return here === there || (!end && there !== '/' && here.startsWith(`${there}/`));
}
