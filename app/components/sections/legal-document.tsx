import type { LegalDoc } from '#contracts/content/legal.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** A legal document; its date is written out at build time in the page's language (`lastUpdatedText`). */
export function LegalDocument({ doc }: { doc: LegalDoc & { lastUpdatedText: string } }) {
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">
      <p className="text-sm text-gray-600">
        {m.last_updated({}, { locale })} <time dateTime={doc.lastUpdated}>{doc.lastUpdatedText}</time>
      </p>
      <p className="mt-6 text-lg leading-relaxed text-gray-800">{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading} className="mt-12">
          <h2 className="text-xl font-bold text-ink-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-gray-700">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-4 grid list-disc gap-2 pl-6 leading-relaxed text-gray-700 marker:text-brand-600">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
