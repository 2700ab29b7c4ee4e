// The one content pipeline (issue 22): the content pack (content/, decision 0072) is read and checked here, once, when
// the build reads it, and a bad field fails the build naming the file and the field ('content/stories/prorail.yaml:
// title.nl: …'). Pages get content through `content(locale)`: the records in one language, with internal links in
// that language, and Markdown rendered to HTML. The copy the browser's own code imports (the not-found and admin
// pages, the feed's title) is still TypeScript in app/content/ and is checked here too.
import { type z } from 'zod';
import { type Locale, localePath, localize, type Local } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import { mediaView } from '#contracts/content/media.ts';
import { type CheckedPack, type PackItem, describeErrors, checkPack, packFile } from '#contracts/content/pack.ts';
import { RouterContextProvider, createContext } from 'react-router';
import { REPOSITORY_PACK, checkPackDir } from '#contracts/content/pack-files.ts';
import { blogFeed } from '#app/content/nav.ts';
import { BlogFeedSchema } from '#contracts/content/blog.ts';
import { AppPagesSchema, NotFoundViewsSchema } from '#contracts/content/page-copy.ts';
import { pages as appPages, notFoundViews } from '#app/content/pages/index.ts';
import type { HomeStoryTeaser, Story, StoryListTab } from '#contracts/content/story.ts';
import type { BlogTeaser, Post } from '#contracts/content/post.ts';
import type { Seo } from '#contracts/content/fields.ts';
import { ContentError } from './content-error.ts';
import { renderMarkdown } from './markdown.ts';

/** The pack the build reads: the repository's, or another folder's (PACK_DIR) for a test that builds from its own. */
export const PACK_DIR = process.env.PACK_DIR ?? REPOSITORY_PACK;

/** Reads and checks a whole pack folder, or fails naming every bad file and field. */
export function loadPack(dir: string): CheckedPack {
  const checked = checkPackDir(dir);
  if (!checked.pack) throw new ContentError(dir, `not valid content:\n${describeErrors(checked.errors)}`);
  return checked.pack;
}

/** Parses copy written in code with its schema, or fails naming the file and every bad field. */
function check<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.map(String).join('.') || '(the record)'}: ${issue.message}`,
  );
  throw new ContentError(file, `not valid content:\n${lines.join('\n')}`);
}

const byListOrder = <T extends { listOrder?: number | undefined }>(list: T[]) =>
  [...list].sort((a, b) => (a.listOrder ?? 0) - (b.listOrder ?? 0));

// The copy written in code: the same whichever pack a render reads.
check('app/content/nav.ts', BlogFeedSchema, blogFeed);
const codeCopy = {
  appPages: check('app/content/pages/index.ts', AppPagesSchema, appPages),
};
// Checked here like the rest; the routes read it from code, since their error boundaries show it in the browser.
check('app/content/pages/index.ts', NotFoundViewsSchema, notFoundViews);

/** A checked pack's records as pages read them, in both languages: posts in id order, their Markdown rendered. */
function records(pack: CheckedPack) {
  const storyRecords = pack.story.map(({ data }) => data);
  const postRecords = [...pack.post]
    .sort((a, b) => Number(a.data.id) - Number(b.data.id))
    .map(({ key, file, data: { body, ...meta } }) => ({
      slug: key,
      meta,
      html: { en: renderMarkdown(body.en, file, 'en', 'body.en'), nl: renderMarkdown(body.nl, file, 'nl', 'body.nl') },
    }));
  const storiesPages = pack.successStoriesPages.data;
  const legal = Object.fromEntries(pack.legalDocument.map(({ key, data }) => [key, data])) as Record<
    string,
    CheckedPack['legalDocument'][number]['data']
  >;
  return {
    stories: storyRecords,
    posts: postRecords,
    jobs: [...pack.job].sort((a, b) => a.data.id - b.data.id).map(({ data }) => data),
    team: pack.team.data,
    clients: pack.clients.data,
    legal,
    settings: pack.siteSettings.data,
    redirects: pack.redirects.data.redirects,
    media: new Map(pack.media.map(({ key, data }) => [key, data])),
    pages: { ...pack.pageCopy.data, ...codeCopy.appPages },
    home: pack.homePage.data,
    about: pack.aboutPage.data,
    academy: pack.academyPage.data,
    implementation: pack.implementationPage.data,
    jobsPage: pack.jobsPage.data,
    contact: pack.contactPage.data,
    storyListPage: storiesPages.list,
    storyPage: storiesPages.story,
    blog: pack.blogPages.data,
    defaultMetrics: storiesPages.defaultMetrics,
    tabHeadlineFallbacks: storiesPages.tabHeadlineFallbacks,
  };
}
type Records = ReturnType<typeof records>;

/** The repository's pack, which the build renders (and a render given no pack of its own). */
const repositoryPack = loadPack(PACK_DIR);

/** Every checked record of the repository's pack in both languages (placeholders filled). */
export const checkedContent = records(repositoryPack);

/** Every story id and post slug of the repository's pack, in content order: the build's dynamic routes' values. */
export const storyIds = checkedContent.stories.map((story) => story.id);
export const postSlugs = checkedContent.posts.map((post) => post.slug);

/**
 * The pack a render reads (decision 0072): the build leaves it unset and renders the repository's; a publish sets the
 * store's, checked, through `contentContext` (app/entry.server.tsx), and every loader passes its `context` on.
 */
export const contentPackContext = createContext<CheckedPack | null>(null);

/** A render context that reads the given items (the store's), checked as an import is; a bad item throws. */
export function contentContext(items: readonly PackItem[]): RouterContextProvider {
  const checked = checkPack(items);
  if (!checked.pack) throw new ContentError('the store', `not valid content:\n${describeErrors(checked.errors)}`);
  const context = new RouterContextProvider();
  context.set(contentPackContext, checked.pack);
  return context;
}

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

/** The site's settings in one language, their links in it too, and the Services menu's links as `services`. */
function settingsView(settings: Records['settings'], locale: Locale) {
  const local = inLocale(settings, locale);
  const services = local.navigation.main.flatMap((entry) => ('children' in entry ? entry.children : []));
  return { ...local, navigation: { ...local.navigation, services } };
}
export type SiteSettings = ReturnType<typeof settingsView>;

function localeView(locale: Locale, files: Records) {
  const photoOf = (key: string | undefined) => (key ? mediaView(files.media.get(key)!, locale) : null);
  const seoOf = (
    seo: { title?: Record<Locale, string>; description?: Record<Locale, string>; image?: string } | undefined,
  ): Seo => ({
    title: seo?.title?.[locale],
    description: seo?.description?.[locale],
    image: photoOf(seo?.image) ?? undefined,
  });
  const stories: Story[] = files.stories.map((story) => {
    const local = inLocale(story, locale);
    return {
      ...local,
      photo: photoOf(story.photo),
      seo: seoOf(story.seo),
      testimonial: local.testimonial && { ...local.testimonial, photo: photoOf(local.testimonial.photo) },
    };
  });
  const storyById = new Map(stories.map((story) => [story.id, story]));
  const listStories = (tab: StoryListTab) => byListOrder(stories.filter((story) => story.listTab === tab));
  const featured = [...listStories('implementation'), ...listStories('academy')];
  const storyPageCopy = inLocale(files.storyPage, locale);
  const fallbacks = inLocale(files.tabHeadlineFallbacks, locale);

  const posts: Post[] = files.posts.map(({ slug, meta, html }) => ({
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
    photo: photoOf(meta.photo),
    content: html[locale],
    seo: seoOf(meta.seo),
  }));
  const toBlogTeaser = (post: Post): BlogTeaser => ({
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    date: post.date,
    image: post.heroImage,
    photo: post.photo,
    category: post.category,
    readTime: post.readTime,
    link: localePath(`/blog/${post.slug}`, locale),
  });

  const toHomeStoryTeaser = (story: Story): HomeStoryTeaser => {
    const testimonial = story.testimonial;
    if (!testimonial)
      throw new ContentError(packFile('story', story.id), 'a home teaser needs a testimonial', 'testimonial');
    return {
      company: story.logo,
      useCase: story.useCase ?? story.summary,
      testimonial: testimonial.quote,
      personName: testimonial.person,
      personTitle: testimonial.title,
      personPhoto: testimonial.portrait ?? story.id,
      personMedia: testimonial.photo,
      bgImage: story.image,
      bgPhoto: story.photo,
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
    jobs: inLocale(files.jobs, locale),
    careersHeading: inLocale(files.jobsPage.careersHeading, locale),
    team: inLocale(files.team.team, locale).map((member) => ({ ...member, photo: photoOf(member.photo) })),
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
    /** The two services' pages as links, by their titles: the home hero's and the services page's. */
    serviceLinks: [files.pages.academy, files.pages.implementation].map((page) => ({
      label: page.title[locale],
      to: localePath(page.path, locale),
    })),
    settings: settingsView(files.settings, locale),
    redirects: files.redirects,
  };
}
export type Content = ReturnType<typeof localeView>;

const views = new WeakMap<CheckedPack, { records: Records; byLocale: Map<Locale, Content> }>([
  [repositoryPack, { records: checkedContent, byLocale: new Map() }],
]);
/**
 * The site's content in one language, from the pack the render's context carries, or the repository's (made once per
 * pack and language). A loader passes its `context`, so a publish renders the store's content with the same code.
 */
export function content(locale: Locale, context?: Readonly<RouterContextProvider>): Content {
  const pack = context?.get(contentPackContext) ?? repositoryPack;
  let cached = views.get(pack);
  if (!cached) {
    cached = { records: records(pack), byLocale: new Map() };
    views.set(pack, cached);
  }
  let view = cached.byLocale.get(locale);
  if (!view) {
    view = localeView(locale, cached.records);
    cached.byLocale.set(locale, view);
  }
  return view;
}
