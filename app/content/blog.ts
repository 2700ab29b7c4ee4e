import { site } from '#contracts/site.ts';

/** The RSS feed of the posts, written by scripts/postbuild.ts and linked from every page's head. */
export const blogFeed = { path: '/rss.xml', title: `${site.name} Blog` } as const;

// Copy that only the blog pages show (spec §2 /blog, /blog/{slug}). The posts themselves are
// Markdown files in ./posts/, read by ./posts.ts.

/** Two cards for posts still being written: not links, nothing to focus (spec §2 /blog). */
export const blogPlaceholders = [
  {
    title: 'Exciting New Content Coming Soon',
    excerpt: 'Our team is writing up more lessons from recent projects. Check back soon.',
    badge: 'Coming Soon',
    date: 'TBD',
    label: 'Stay Tuned',
  },
  {
    title: 'More AI Insights on the Way',
    excerpt: 'New notes on models, tooling and adoption are in the works.',
    badge: 'Coming Soon',
    date: 'TBD',
    label: 'Stay Tuned',
  },
] as const;

export const postPage = {
  back: 'Back to Home',
  related: 'You May Also Like',
  closing: {
    title: 'Ready to Transform Your Business with AI?',
    text: 'Tell us where you want to start. We will help you find the use cases that pay off first.',
    primary: { label: 'Get Started Today', to: '/contact' },
  },
  notFound: {
    heading: 'Blog Post Not Found',
    intro: "The blog post you're looking for doesn't exist.",
    back: 'Back to Home',
  },
} as const;
