// /rss.xml: an RSS 2.0 feed of the blog posts, written at build time from the post records.
import type { Post } from '#contracts/content/post.ts';
import { site } from '#contracts/site.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 822 date, as RSS 2.0 wants it: 'Mon, 28 Jul 2025 00:00:00 GMT'. */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

const absolute = (path: string) => new URL(path, site.url).toString();

// Relative links in the article body would resolve against the reader's address, not ours.
const absoluteLinks = (html: string) => html.replace(/href="\/(?!\/)/g, `href="${site.url}/`);

export function rssFeed(
  posts: Post[],
  channel: { title: string; description: string; path: string; feedPath: string; language: string },
): string {
  const newest = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
  const items = newest.map((post) => {
    const url = absolute(`${channel.path}/${post.slug}`);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822(post.datePublished)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(absoluteLinks(post.content))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = newest[0] ? `\n    <lastBuildDate>${rfc822(newest[0].datePublished)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${absolute(channel.path)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${channel.language}</language>
    <atom:link href="${absolute(channel.feedPath)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items.join('\n')}
  </channel>
</rss>
`;
}
