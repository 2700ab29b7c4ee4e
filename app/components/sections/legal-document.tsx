import type { LegalDoc } from '#app/content/schema.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2024-09-02' as '2 September 2024' (British English). Not with Intl.DateTimeFormat: this module
 * shares a chunk with the story and service pages, and creating a formatter loads the locale's
 * data on the main thread, about 50 ms of a phone's start-up for a date only the legal pages show.
 */
export function formatLegalDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">
      <p className="text-sm text-gray-600">
        Last updated: <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
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
