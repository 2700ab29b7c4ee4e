// The site's files every page links to, whose paths the build writes: the general conditions as a PDF and the blog's
// RSS feed. The navigation itself is content (content/settings.yaml, contracts/content/settings.ts).
import type { z } from 'zod';
import { site } from '#contracts/site.ts';
import type { BlogFeedSchema } from '#contracts/content/blog.ts';

/** The general conditions as a PDF, in each language (app/.server/general-conditions-pdf.ts). */
export const generalConditionsPdf = {
  en: '/documents/general-conditions.pdf',
  nl: '/documents/algemene-voorwaarden.pdf',
} as const;

/** The blog's RSS feed in each language, which every page's head links to (app/root.tsx) and the build writes. */
export const blogFeed: z.input<typeof BlogFeedSchema> = {
  path: { en: '/rss.xml', nl: '/nl/rss.xml' },
  title: { en: `${site.name} Blog`, nl: `Blog van ${site.name}` },
};
