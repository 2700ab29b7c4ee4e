import type { Route } from './+types/legal';
import { LegalDocument } from '#app/components/sections/legal-document.tsx';
import { PageHero } from '#app/components/sections/page-hero.tsx';
import { content, legalDate } from '#app/.server/content.ts';
import { englishPath } from '#contracts/locale.ts';
import { seo } from '#app/lib/seo.ts';
import { localeOf } from '#app/lib/use-locale.ts';
import { m } from '#contracts/i18n/messages.js';
import type { RouteHandle } from '#app/root.tsx';

export const handle: RouteHandle = { islands: true };

/** /cookie-policy, /privacy-policy and /privacy-statement-jobs: the document named by the path
 * (a client navigation asks for `/cookie-policy.data`). */
export function loader({ request, context }: Route.LoaderArgs) {
  const c = content(localeOf(request), context);
  const path = englishPath(new URL(request.url).pathname.replace(/(\.data|\/)$/, ''));
  const doc = c.getLegalDoc(path.slice(1));
  if (!doc) throw new Error(`No legal document for ${path}`);
  return { locale: c.locale, path, doc: { ...doc, lastUpdatedText: legalDate(doc.lastUpdated, c.locale) } };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData.doc.title,
    description: loaderData.doc.intro.slice(0, 155),
    path: loaderData.path,
    locale: loaderData.locale,
  });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={m.legal_eyebrow({}, { locale: loaderData.locale })} heading={loaderData.doc.title} />
      <LegalDocument doc={loaderData.doc} />
    </>
  );
}
