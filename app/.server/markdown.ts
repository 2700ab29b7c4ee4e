// The one Markdown module: long text of posts, stories and jobs becomes HTML here, at build time
// (route loaders, build scripts). This folder never reaches the browser (React Router's .server).
import MarkdownIt from 'markdown-it';
import { type Locale, localePath } from '#contracts/locale.ts';
import { isAllowedLink, isSiteImage } from '#contracts/markdown.ts';
import { ContentError } from './content-error.ts';

// `html: false` escapes every raw HTML tag in the source, so the output holds only the elements
// markdown-it itself makes (p, h2–h6, ul, ol, li, strong, em, code, pre, blockquote, a, hr,
// table). Links may go to this site's paths, an https page or an e-mail address; anything else
// (javascript:, data:, http:) is left as plain text.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isAllowedLink;

/** A link to a page of this site, in the page's language ('/contact' → '/nl/contact' in Dutch). */
const localeLink = (href: string, locale: Locale) => (/^\/nl(\/|$)/.test(href) ? href : localePath(href, locale));

/**
 * Renders a body to HTML. The page's <h1> is the title, so the body starts at level 2: a level-1
 * heading in the file is an error rather than a second <h1>.
 */
export function renderMarkdown(body: string, file: string, locale: Locale = 'en', field = '') {
  const tokens = markdown.parse(body, {});
  const h1 = tokens.find((token) => token.type === 'heading_open' && token.tag === 'h1');
  if (h1) {
    const line = (h1.map?.[0] ?? 0) + 1;
    throw new ContentError(file, `line ${line}: use ## and below; the title is the page's h1`, field);
  }
  // A page loads its own files only (its CSP says so): an image from elsewhere would be a broken picture.
  const foreign = tokens
    .flatMap((token) => token.children ?? [])
    .find((token) => token.type === 'image' && !isSiteImage(String(token.attrGet('src') ?? '')));
  if (foreign) {
    const src = String(foreign.attrGet('src') ?? '');
    throw new ContentError(file, `an image must be a file of this site: its path starts with / (${src})`, field);
  }
  // A code block scrolls sideways on a phone: it takes focus, so keyboards can scroll it too.
  return markdown.renderer
    .render(tokens, markdown.options, {})
    .replaceAll('<pre>', '<pre tabindex="0">')
    .replace(/ href="(\/[^"]*)"/g, (_, href: string) => ` href="${localeLink(href, locale)}"`)
    .trim();
}

/** Where a text comes from, for the error that names it: the pack file and the field ('stories/asml.yaml', 'challenge.nl'). */
export type TextSource = { file: string; field: string };

/** Short Markdown of content records (paragraphs, '- ' lists, **strong**, *emphasis*) as compact HTML. */
export const markdownToHtml = (source: string, where?: TextSource) =>
  renderMarkdown(source, where?.file ?? 'content text', 'en', where?.field).replace(/>\n/g, '>');

/** One line of text: emphasis, links and code, no block. */
export const inlineMarkdownToHtml = (source: string) => markdown.renderInline(source);

/** The text of rendered HTML, for word counts and feed descriptions. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const wordCount = (html: string) => plainText(html).split(' ').filter(Boolean).length;
