// What Markdown in content may hold, in one place for the server that renders it (app/.server/markdown.ts) and the
// studio's editor that writes it (app/features/content/markdown/).

/** Links go to this site's paths, an anchor, an https page or an e-mail address; anything else stays plain text. */
export const isAllowedLink = (href: string) => /^(\/(?!\/)|#|https:\/\/|mailto:)/.test(href.trim());

/** Images come from this site only: no page loads a file from another host. */
export const isSiteImage = (src: string) => /^\/(?!\/)[^\s()]*$/.test(src.trim());

/**
 * The two kinds of Markdown field, as the JSON Schema of a content type names them (`x-markdown`):
 * - `article`: a post's body: headings (## to ####), paragraphs, lists, links, quotes, images and code;
 * - `paragraphs`: a story's or vacancy's text: paragraphs, lists, **strong**, *emphasis* and links, no `<` or `>`.
 */
export type MarkdownKind = 'article' | 'paragraphs';
export const markdownMeta = (kind: MarkdownKind) => ({ contentMediaType: 'text/markdown', 'x-markdown': kind });
