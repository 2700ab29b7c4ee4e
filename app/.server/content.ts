// The one content pipeline (issue 22): every content file is checked here, once, when the build
// reads it, and a bad field fails the build naming the file and the field ('app/content/stories/
// prorail.ts: title.nl: …'). Pages get content through `content(locale)`: the records in one
// language, with internal links in that language, and Markdown rendered to HTML.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type Locale, localePath, localize, type Local } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import { about } from '#app/content/pages/about.ts';
import { AboutContentSchema } from '#contracts/content/about.ts';
import { academyPage } from '#app/content/pages/academy.ts';
import { AcademyPageSchema } from '#contracts/content/academy.ts';
import { blogFeed, blogPlaceholders, postPage } from '#app/content/pages/blog.ts';
import { clients } from '#app/content/clients.ts';
import { contactPage } from '#app/content/pages/contact.ts';
import { home } from '#app/content/pages/home.ts';
import { HomeContentSchema } from '#contracts/content/home.ts';
import { implementationPage } from '#app/content/pages/implementation.ts';
import { ImplementationPageSchema } from '#contracts/content/implementation.ts';
import { jobsPage } from '#app/content/pages/jobs.ts';
import { JobsPageSchema } from '#contracts/content/jobs-page.ts';
import { careersHeading, jobs } from '#app/content/job-positions.ts';
import { legalFiles } from '#app/content/legal/index.ts';
import * as nav from '#app/content/nav.ts';
import { BlogFeedSchema, BlogPlaceholderSchema, PostPageSchema } from '#contracts/content/blog.ts';
import { ContactPageSchema } from '#contracts/content/contact-page.ts';
import { NavSchema } from '#contracts/content/nav.ts';
import { PagesSchema } from '#contracts/content/page-copy.ts';
import { StoryListPageSchema, StoryPageSchema } from '#contracts/content/success-stories.ts';
import { pages } from '#app/content/pages/index.ts';
import { ClientLogoSchema } from '#contracts/content/client-logo.ts';
import { JobPositionSchema } from '#contracts/content/job.ts';
import { LegalDocSchema } from '#contracts/content/legal.ts';
import {
  MetricSchema,
  StorySchema,
  type HomeStoryTeaser,
  type Story,
  type StoryListTab,
} from '#contracts/content/story.ts';
import { PostFrontmatterSchema, type BlogTeaser, type Post } from '#contracts/content/post.ts';
import { slug as SlugSchema, text } from '#contracts/content/fields.ts';
import { TeamMemberSchema } from '#contracts/content/team-member.ts';
import { storyListPage, storyPage } from '#app/content/pages/success-stories.ts';
import { defaultMetrics, storyFiles, tabHeadlineFallbacks } from '#app/content/stories/index.ts';
import { team, teamHeading } from '#app/content/team.ts';
import { ContentError } from './content-error.ts';
import { readFrontmatter, renderMarkdown } from './markdown.ts';

const CONTENT = 'app/content';
const fieldPath = (at: readonly PropertyKey[]) => (at.length ? at.map(String).join('.') : '(the record)');

/** Parses one file's record with its schema, or fails naming the file and every bad field. */
function check<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
  throw new ContentError(file, `not valid content:\n${lines.join('\n')}`);
}

// Stories: one file each, named by its id.
const STORIES = `${CONTENT}/stories`;
const storyRecords = Object.entries(storyFiles).map(([file, data]) => {
  const story = check(`${STORIES}/${file}`, StorySchema, data);
  if (`${story.id}.ts` !== file)
    throw new ContentError(`${STORIES}/${file}`, `id: '${story.id}' must match the file name`);
  return story;
});
const byListOrder = <T extends { listOrder?: number | undefined }>(list: T[]) =>
  [...list].sort((a, b) => (a.listOrder ?? 0) - (b.listOrder ?? 0));

/** Checks that hold across stories: list positions and grid rows, home teaser positions. */
function checkStoryCollection(all: typeof storyRecords) {
  const fail = (message: string) => {
    throw new ContentError(STORIES, message);
  };
  for (const tab of ['implementation', 'academy'] as const) {
    const list = byListOrder(all.filter((story) => story.listTab === tab));
    list.forEach((story, index) => {
      if (story.listOrder !== index + 1)
        fail(`${story.id}.ts: listOrder ${story.listOrder} on the ${tab} tab, expected ${index + 1}`);
    });
    let row = 0;
    for (const story of list) {
      row += story.gridPosition ?? 0;
      if (row > 12)
        fail(`${story.id}.ts: gridPosition ${story.gridPosition} overflows a 12-column row on the ${tab} tab`);
      if (row === 12) row = 0;
    }
    if (row !== 0) fail(`the last row of the ${tab} tab spans ${row} of 12 columns`);
  }
  const teasers = all.filter((story) => story.homeTeaser).map((story) => story.homeTeaser);
  if ([...teasers].sort().join() !== '1,2,3')
    fail(`homeTeaser positions are ${teasers.join(', ')}, expected 1, 2 and 3`);
}
checkStoryCollection(storyRecords);

// Posts: one Markdown file each, named by its slug, with the English and the Dutch body in it.
export const POSTS_DIR = `${CONTENT}/posts`;
const LANGUAGE_MARK = /^<!-- (en|nl) -->$/m;

/** The body of each language: the text after its `<!-- en -->` or `<!-- nl -->` line. */
export function splitLanguages(body: string, file: string): Record<Locale, string> {
  const parts = body.split(LANGUAGE_MARK);
  const found: Partial<Record<Locale, string>> = {};
  for (let index = 1; index < parts.length; index += 2) found[parts[index] as Locale] = (parts[index + 1] ?? '').trim();
  if (parts[0]?.trim()) throw new ContentError(file, 'body: text before the first <!-- en --> line');
  for (const locale of ['en', 'nl'] as const) {
    if (!found[locale])
      throw new ContentError(file, `body.${locale}: missing (a line '<!-- ${locale} -->' and the text after it)`);
  }
  return found as Record<Locale, string>;
}

export function readPostFile(file: string) {
  const slug = path.basename(file, '.md');
  if (!SlugSchema.safeParse(slug).success) {
    throw new ContentError(file, 'the file name must be the slug: lower-case words joined by hyphens');
  }
  const { data, body } = readFrontmatter(fs.readFileSync(file, 'utf8'), file);
  const meta = check(file, PostFrontmatterSchema, data);
  const bodies = splitLanguages(body, file);
  return { slug, meta, html: { en: renderMarkdown(bodies.en, file, 'en'), nl: renderMarkdown(bodies.nl, file, 'nl') } };
}

function readPosts(dir: string) {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));
  const posts = files.map((file) => ({ file, post: readPostFile(file) }));
  posts.sort((a, b) => Number(a.post.meta.id) - Number(b.post.meta.id));
  const seen = new Map<string, string>();
  for (const { file, post } of posts) {
    const other = seen.get(post.meta.id);
    if (other) throw new ContentError(file, `id: ${post.meta.id} is also the id of ${other}`);
    seen.set(post.meta.id, file);
  }
  return posts.map(({ post }) => post);
}
const postRecords = readPosts(POSTS_DIR);

// Everything else: one record (or list) per file.
const files = {
  jobs: check(
    `${CONTENT}/job-positions.ts`,
    z.object({ jobs: z.array(JobPositionSchema).length(4), careersHeading: text }),
    {
      jobs,
      careersHeading,
    },
  ),
  team: check(`${CONTENT}/team.ts`, z.object({ team: z.array(TeamMemberSchema).length(18), teamHeading: text }), {
    team,
    teamHeading,
  }),
  clients: check(`${CONTENT}/clients.ts`, z.array(ClientLogoSchema).length(16), clients),
  legal: Object.fromEntries(
    Object.entries(legalFiles).map(([name, doc]) => [
      name,
      check(`${CONTENT}/legal/${doc.slug}.ts`, LegalDocSchema, doc),
    ]),
  ) as { [K in keyof typeof legalFiles]: z.output<typeof LegalDocSchema> },
  nav: check(`${CONTENT}/nav.ts`, NavSchema, nav),
  pages: check(`${CONTENT}/pages/index.ts`, PagesSchema, pages),
  home: check(`${CONTENT}/pages/home.ts`, HomeContentSchema, home),
  about: check(`${CONTENT}/pages/about.ts`, AboutContentSchema, about),
  academy: check(`${CONTENT}/pages/academy.ts`, AcademyPageSchema, academyPage),
  implementation: check(`${CONTENT}/pages/implementation.ts`, ImplementationPageSchema, implementationPage),
  jobsPage: check(`${CONTENT}/pages/jobs.ts`, JobsPageSchema, jobsPage),
  contact: check(`${CONTENT}/pages/contact.ts`, ContactPageSchema, contactPage),
  storyListPage: check(`${CONTENT}/pages/success-stories.ts`, StoryListPageSchema, storyListPage),
  storyPage: check(`${CONTENT}/pages/success-stories.ts`, StoryPageSchema, storyPage),
  blog: check(
    `${CONTENT}/pages/blog.ts`,
    z.object({
      feed: BlogFeedSchema,
      placeholders: z.array(BlogPlaceholderSchema).length(2),
      postPage: PostPageSchema,
    }),
    { feed: blogFeed, placeholders: blogPlaceholders, postPage },
  ),
  defaultMetrics: check(`${STORIES}/index.ts`, z.array(MetricSchema).length(4), defaultMetrics),
  tabHeadlineFallbacks: check(
    `${STORIES}/index.ts`,
    z.object({ academy: text, implementation: text }),
    tabHeadlineFallbacks,
  ),
};

/** Every checked record in both languages, as the files hold them (tests/build/i18n-site.test.ts reads them). */
export const checkedContent = { stories: storyRecords, posts: postRecords, ...files };

/** Every story id and post slug, in content order: the dynamic routes' values (app/lib/route-paths.ts). */
export const storyIds = storyRecords.map((story) => story.id);
export const postSlugs = postRecords.map((post) => post.slug);

/** The record in one language, its `to` and `link` paths in that language too. */
function inLocale<T>(value: T, locale: Locale): Local<T> {
  const local = localize(value, locale);
  const withPaths = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(withPaths);
    if (item === null || typeof item !== 'object') return item;
    return Object.fromEntries(
      Object.entries(item).map(([key, field]) => [
        key,
        (key === 'to' || key === 'link') && typeof field === 'string' ? localePath(field, locale) : withPaths(field),
      ]),
    );
  };
  return withPaths(local) as Local<T>;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-NL', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
};
/** A date as the page's language writes it: 'July 28, 2025', '28 juli 2025' (formatted at build). */
export const displayDate = (iso: string, locale: Locale) => dateFormats[locale].format(new Date(`${iso}T00:00:00Z`));
const legalDateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  nl: dateFormats.nl,
};
/** A legal document's date: '2 September 2024', '2 september 2024'. */
export const legalDate = (iso: string, locale: Locale) => legalDateFormats[locale].format(new Date(`${iso}T00:00:00Z`));
const readTimeText: Record<Locale, (minutes: number) => string> = {
  en: (minutes) => `${minutes} min read`,
  nl: (minutes) => `${minutes} min leestijd`,
};
const authorText: Record<Locale, string> = { en: `${site.name} Team`, nl: `Team ${site.name}` };

function localeView(locale: Locale) {
  const stories: Story[] = storyRecords.map((story) => inLocale(story, locale));
  const storyById = new Map(stories.map((story) => [story.id, story]));
  const listStories = (tab: StoryListTab) => byListOrder(stories.filter((story) => story.listTab === tab));
  const featured = [...listStories('implementation'), ...listStories('academy')];
  const storyPageCopy = inLocale(files.storyPage, locale);
  const fallbacks = inLocale(files.tabHeadlineFallbacks, locale);

  const posts: Post[] = postRecords.map(({ slug, meta, html }) => ({
    id: meta.id,
    slug,
    title: meta.title[locale],
    excerpt: meta.excerpt[locale],
    author: authorText[locale],
    date: displayDate(meta.date, locale),
    datePublished: meta.date,
    category: meta.category,
    readTime: readTimeText[locale](meta.readTime),
    heroImage: meta.heroImage,
    content: html[locale],
  }));
  const toBlogTeaser = (post: Post): BlogTeaser => ({
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    date: post.date,
    image: post.heroImage,
    category: post.category,
    readTime: post.readTime,
    link: localePath(`/blog/${post.slug}`, locale),
  });

  const toHomeStoryTeaser = (story: Story): HomeStoryTeaser => {
    const testimonial = story.testimonial;
    if (!testimonial) throw new ContentError(`${STORIES}/${story.id}.ts`, 'a home teaser needs a testimonial');
    return {
      company: story.logo,
      useCase: story.useCase ?? story.summary,
      testimonial: testimonial.quote,
      personName: testimonial.person,
      personTitle: testimonial.title,
      personPhoto: testimonial.portrait ?? story.id,
      bgImage: story.image,
      bgTone: story.color,
      buttonText: locale === 'nl' ? 'Lees meer' : 'Learn More',
      link: localePath(`/success-stories/${story.id}`, locale),
    };
  };

  const legal = inLocale(files.legal, locale);
  return {
    locale,
    stories,
    getStory: (id: string) => storyById.get(id),
    listStories,
    featuredStories: featured,
    /** Up to `limit` other featured stories for 'Explore More Success Stories'. */
    moreStories: (id: string, limit = 3) => featured.filter((other) => other.id !== id).slice(0, limit),
    homeStoryTeasers: stories
      .filter((story) => story.homeTeaser)
      .sort((a, b) => (a.homeTeaser ?? 0) - (b.homeTeaser ?? 0))
      .map(toHomeStoryTeaser),
    /** Key metrics to show for a story, or null when the block is hidden. */
    keyMetrics: (story: Story) => (story.hasMetrics ? (story.metrics ?? inLocale(files.defaultMetrics, locale)) : null),
    /** Headline of the Solution/Tech/Impact section. */
    storyTabHeadline: (story: Story) =>
      story.tabHeadline ?? (story.isAcademy ? fallbacks.academy : fallbacks.implementation),
    posts,
    getPost: (slug: string) => posts.find((post) => post.slug === slug),
    /** 'You May Also Like': the first two posts other than the current one. */
    relatedPosts: (slug: string) => posts.filter((post) => post.slug !== slug).slice(0, 2),
    toBlogTeaser,
    blogTeasers: posts.map(toBlogTeaser),
    jobs: inLocale(files.jobs.jobs, locale),
    careersHeading: inLocale(files.jobs.careersHeading, locale),
    team: inLocale(files.team.team, locale),
    teamHeading: inLocale(files.team.teamHeading, locale),
    clients: files.clients,
    legal,
    getLegalDoc: (slug: string) => Object.values(legal).find((doc) => doc.slug === slug),
    pages: inLocale(files.pages, locale),
    home: inLocale(files.home, locale),
    about: inLocale(files.about, locale),
    academy: inLocale(files.academy, locale),
    implementation: inLocale(files.implementation, locale),
    jobsPage: inLocale(files.jobsPage, locale),
    contact: inLocale(files.contact, locale),
    storyListPage: inLocale(files.storyListPage, locale),
    storyPage: storyPageCopy,
    blog: inLocale(files.blog, locale),
    nav: inLocale(files.nav, locale),
  };
}
export type Content = ReturnType<typeof localeView>;

const views = new Map<Locale, Content>();
/** The site's content in one language (made once per language per build). */
export function content(locale: Locale): Content {
  let view = views.get(locale);
  if (!view) {
    view = localeView(locale);
    views.set(locale, view);
  }
  return view;
}
