import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { use, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { m } from '#contracts/i18n/messages.js';
import { localeOfPath, localize } from '#contracts/locale.ts';
import { mailtoHref, site } from '#contracts/site.ts';
import { content } from '#app/.server/content.ts';
import { blogFeed } from './content/nav.ts';
import { ScriptsAfterPaint } from './components/layout/scripts-after-paint.tsx';
import { Island, IslandsPage } from './islands/island.tsx';
import { IslandScripts, islandsEntry } from './islands/island-scripts.tsx';
import { SiteChrome } from './islands/site-chrome.tsx';
import { PagePath } from './lib/page-path.tsx';
import { SiteSettingsContext } from './lib/site-settings.tsx';
import { localeOf } from './lib/use-locale.ts';
// As URLs rendered with a precedence, not side-effect imports: React then writes the render-blocking
// stylesheet first in <head>, before the module preloads it hoists there. The public pages' holds
// only their own utilities; pages under /admin link the whole site's instead (decision 0084).
import adminCss from './admin.css?url';
import appCss from './app.css?url';

/** What a route may ask of the root layout (its `handle` export). */
export type RouteHandle = {
  startsAtTop?: boolean;
  /** Only the page's islands are hydrated; React Router's scripts stay out of it (decision 0070). */
  islands?: boolean;
  /** The page has a site search box: its script loads search on the box's first focus (decision 0081). */
  search?: boolean;
};

const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: '/admin/*' } }, { not: { href_matches: '/api/*' } }],
      },
      eagerness: 'moderate',
    },
  ],
});

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * The site's settings (navigation, footer, contact details) in the page's language, for the header and footer of
 * every page: read when the page is rendered, at build or at publish, from the pack the render reads.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return { settings: content(localeOf(request), context).settings };
}
// Read once with the page: the admin's navigations between its pages never ask for them again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  // The page's language from its path: /nl/… is Dutch (issue 23), in the prerender and in the browser.
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const settings = useRouteLoaderData<typeof loader>('root')?.settings ?? null;
  const feed = localize(blogFeed, locale);
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const startsAtTop = handles.some((handle) => handle.startsAtTop);
  // The dev server hydrates every page whole (its hot reload needs React Router's scripts), and the SPA fallback
  // page (the admin's shell, rendered for '/') is React Router's.
  const spaFallback = use(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  const islandsPage =
    !import.meta.env.DEV && !spaFallback && islandsEntry !== null && handles.some((handle) => handle.islands);
  // The admin's pages, and its shell, have the whole site's utilities; a public page only its own (decision 0084).
  const stylesheet = spaFallback || /^\/admin(\/|$)/.test(pathname) ? adminCss : appCss;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Spec §2: a load or reload of these pages starts at the top (a #fragment still scrolls). Set
            while the page is parsed, so the browser never restores an old position, and nothing
            has to scroll later, when the visitor may already be reading further down. */}
        {startsAtTop && (
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "history.scrollRestoration='manual'" }} />
        )}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.path} />
        {/* An islands page's links are document navigations: the next page is fetched when a visitor points at
            its link (or starts to tap it), so it is there when they click (decision 0070). */}
        {islandsPage && <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />}
        {/* The page transition's new view is taken at the page's first paint: held until <main> is parsed, so the
            content is in it and fades in, rather than popping in after (decision 0070). */}
        {islandsPage && <link rel="expect" href="#main" {...{ blocking: 'render' }} />}
      </head>
      <body>
        <PagePath value={pathname}>
          <SiteSettingsContext value={settings}>
            <IslandsPage value={islandsPage}>
              {children}
              <Island name="site-chrome" component={SiteChrome} props={{}} />
              {/* The islands' loader, or React Router's <Scripts> with the modules asked for after the first paint (decision 0065). */}
              {islandsPage ? <IslandScripts search={handles.some((handle) => handle.search)} /> : <ScriptsAfterPaint />}
            </IslandsPage>
          </SiteSettingsContext>
        </PagePath>
      </body>
    </html>
  );
}

export default function App() {
  // Effects run once the hydrated tree has committed: from here every control answers input.
  // The end-to-end tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeOfPath(useLocation().pathname);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : m.error_title({}, { locale });
  const email = useRouteLoaderData<typeof loader>('root')?.settings.contact.email;
  return (
    <main className="mx-auto max-w-2xl px-6 py-32 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-gray-600">
        {m.error_reload({}, { locale })}{' '}
        {email ? (
          <a className="text-brand-700 underline" href={mailtoHref(email)}>
            {email}
          </a>
        ) : (
          <a className="text-brand-700 underline" href={locale === 'nl' ? '/nl/contact' : '/contact'}>
            {m.error_contact_page({}, { locale })}
          </a>
        )}
        .
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline" href={locale === 'nl' ? '/nl' : '/'}>
        {m.back_to_home({}, { locale })}
      </a>
    </main>
  );
}
