import { Quote } from 'lucide-react';
import { PersonPicture } from '#app/components/ui/person-picture.tsx';
import type { Testimonial } from '#contracts/content/story.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

type StoryTestimonialProps = {
  testimonial: Testimonial | null;
  logo: string;
  subline: string;
};

/** The client's quote with the person, or, while there is no quote yet, the company's logo. */
export function StoryTestimonial({ testimonial, logo, subline }: StoryTestimonialProps) {
  const locale = useLocale();
  return (
    <section
      data-testid="testimonial"
      aria-label={m.testimonial({}, { locale })}
      className="px-5 py-16 sm:px-8 md:py-24"
    >
      <div className="mx-auto max-w-4xl text-center">
        {testimonial ? (
          <figure>
            <Quote aria-hidden="true" className="mx-auto size-10 text-brand-500" />
            <blockquote className="mt-6 text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-8 flex flex-col items-center gap-3">
              <PersonPicture
                photo={testimonial.photo}
                seed={testimonial.portrait ?? testimonial.person}
                name={testimonial.person}
                sizes="64px"
                className="size-16 overflow-hidden rounded-full ring-4 ring-brand-100"
              />
              <span className="font-semibold text-ink-900">{testimonial.person}</span>
              <span className="text-gray-700">{testimonial.title}</span>
              <span className="text-sm text-gray-600">{subline}</span>
            </figcaption>
          </figure>
        ) : (
          <p
            data-testid="testimonial-logo"
            className="inline-block rounded-lg border border-gray-200 px-10 py-8 text-3xl font-extrabold tracking-tight text-ink-900 shadow-soft"
          >
            {logo}
          </p>
        )}
      </div>
    </section>
  );
}
