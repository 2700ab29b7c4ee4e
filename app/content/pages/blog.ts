import type { z } from 'zod';
import { site } from '#contracts/site.ts';
import type { BlogFeedSchema, BlogPlaceholderSchema, PostPageSchema } from '#contracts/content/blog.ts';

/** The RSS feed of the posts, written by scripts/postbuild.ts and linked from every page's head. */
export const blogFeed: z.input<typeof BlogFeedSchema> = {
  path: { en: '/rss.xml', nl: '/nl/rss.xml' },
  title: { en: `${site.name} Blog`, nl: `Blog van ${site.name}` },
};

// Copy that only the blog pages show (spec §2 /blog, /blog/{slug}). The posts themselves are
// Markdown files in ./posts/, read by app/.server/content.ts.

/** Two cards for posts still being written: not links, nothing to focus (spec §2 /blog). */
export const blogPlaceholders: z.input<typeof BlogPlaceholderSchema>[] = [
  {
    title: { en: 'Exciting New Content Coming Soon', nl: 'Binnenkort nieuwe content' },
    excerpt: {
      en: 'Our team is writing up more lessons from recent projects. Check back soon.',
      nl: 'Ons team schrijft meer lessen uit recente projecten uit. Kom snel nog eens kijken.',
    },
    badge: { en: 'Coming Soon', nl: 'Binnenkort' },
    date: { en: 'TBD', nl: 'N.n.b.' },
    label: { en: 'Stay Tuned', nl: 'Houd ons in de gaten' },
  },
  {
    title: { en: 'More AI Insights on the Way', nl: 'Meer AI-inzichten op komst' },
    excerpt: {
      en: 'New notes on models, tooling and adoption are in the works.',
      nl: 'Er wordt gewerkt aan nieuwe stukken over modellen, tooling en adoptie.',
    },
    badge: { en: 'Coming Soon', nl: 'Binnenkort' },
    date: { en: 'TBD', nl: 'N.n.b.' },
    label: { en: 'Stay Tuned', nl: 'Houd ons in de gaten' },
  },
];

export const postPage: z.input<typeof PostPageSchema> = {
  back: { en: 'Back to Home', nl: 'Terug naar home' },
  related: { en: 'You May Also Like', nl: 'Dit vind je misschien ook interessant' },
  closing: {
    title: { en: 'Ready to Transform Your Business with AI?', nl: 'Klaar om je organisatie te transformeren met AI?' },
    text: {
      en: 'Tell us where you want to start. We will help you find the use cases that pay off first.',
      nl: 'Vertel ons waar je wilt beginnen. Wij helpen je de use cases te vinden die zich het eerst terugbetalen.',
    },
    primary: { label: { en: 'Get Started Today', nl: 'Vandaag nog starten' }, to: '/contact' },
  },
  notFound: {
    heading: { en: 'Blog Post Not Found', nl: 'Blogartikel niet gevonden' },
    intro: { en: "The blog post you're looking for doesn't exist.", nl: 'Het blogartikel dat je zoekt, bestaat niet.' },
    back: { en: 'Back to Home', nl: 'Terug naar home' },
  },
};
