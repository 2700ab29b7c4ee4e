// The short Markdown of story records (app/content/schema.ts `markdown`: paragraphs, '- '
// lists, **strong** and *emphasis*), rendered at build time in route loaders by the same
// markdown-it set-up as the blog posts (app/content/markdown.ts): raw HTML is escaped, so the
// output is safe to insert whatever the text says.
import { inlineMarkdown, renderMarkdown } from '#app/content/markdown.ts';

/** One paragraph's text: **strong** and *emphasis*. */
export const inlineMarkdownToHtml = (source: string) => inlineMarkdown(source);

/** Blocks separated by blank lines: a block of '- ' lines is a list, any other a paragraph. */
export const markdownToHtml = (source: string) => renderMarkdown(source, 'story text').replace(/>\n/g, '>');
