import type { LegalDoc } from '#app/content/schema.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 md:py-24">
      <p className="text-sm text-gray-600">
        Last updated: <time dateTime={doc.lastUpdated}>{dateFormat.format(new Date(doc.lastUpdated))}</time>
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
