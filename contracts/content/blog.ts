// The fixed copy of the blog pages around the posts (app/content/pages/blog.ts).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { localizedAs, plainText, specText, text } from './fields.ts';

export const BlogFeedSchema = z.object({
  path: localizedAs(z.literal('/rss.xml'), z.literal('/nl/rss.xml')),
  title: text,
});
export const BlogPlaceholderSchema = z.object({
  title: text,
  excerpt: text,
  badge: specText('Coming Soon'),
  date: localizedAs(z.literal('TBD'), plainText),
  label: specText('Stay Tuned'),
});
export const PostPageSchema = z.object({
  back: specText('Back to Home'),
  related: specText('You May Also Like'),
  closing: z.object({
    title: specText('Ready to Transform Your Business with AI?'),
    text,
    primary: z.object({ label: specText('Get Started Today'), to: z.literal('/contact') }),
  }),
});
/** The post not-found view (app/content/pages/index.ts): the browser renders it too, for a link from an admin page. */
export const PostNotFoundSchema = z.strictObject({
  heading: specText('Blog Post Not Found'),
  intro: specText("The blog post you're looking for doesn't exist."),
  back: specText('Back to Home'),
});
export type BlogPlaceholder = Local<z.infer<typeof BlogPlaceholderSchema>>;
export type PostPage = Local<z.infer<typeof PostPageSchema>>;
export type PostNotFound = Local<z.infer<typeof PostNotFoundSchema>>;
