// How a post or a story shows in a search result and when it is shared (issue 35), from what the form holds: the
// search and sharing title and description where it has them (its `seo` fields), else the page's own, as the page's
// meta tags will have them (app/routes/blog.$slug.tsx, success-stories.$id.tsx).
import { previewPath } from '#contracts/content/paths.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#contracts/content/seo-limits.ts';
import type { ContentType } from '#contracts/content/index.ts';
import { type Locale, locales } from '#contracts/locale.ts';
import { site } from '#contracts/site.ts';
import { clipDescription, ogImagePath } from '#app/lib/seo.ts';
import { card } from './item-list.tsx';
import { LibraryImage } from './media/media-picker.tsx';

type Texts = Partial<Record<Locale, unknown>>;
type SeoData = {
  title?: Texts;
  excerpt?: Texts;
  summary?: Texts;
  seo?: { title?: Texts; description?: Texts; image?: unknown };
};

const textIn = (value: Texts | undefined, locale: Locale) => {
  const text = value?.[locale];
  return typeof text === 'string' ? text.trim() : '';
};

/** The types whose items are pages of their own with a search result and a sharing card of their own. */
export const hasSeoPreview = (type: ContentType) => type === 'post' || type === 'story';

function Snippet({
  type,
  itemKey,
  data,
  locale,
  published,
}: {
  type: ContentType;
  itemKey: string;
  data: SeoData;
  locale: Locale;
  published: boolean;
}) {
  const ownTitle = textIn(data.seo?.title, locale);
  const title = `${ownTitle || textIn(data.title, locale) || 'Untitled'} | ${site.name}`;
  const ownDescription = textIn(data.seo?.description, locale);
  const description =
    ownDescription || clipDescription(textIn(type === 'post' ? data.excerpt : data.summary, locale) || '');
  const url = `${site.url.replace(/^https:\/\//, '')}${previewPath(type, itemKey || 'new', locale)}`;
  const image = ogImagePath(type === 'post' ? 'blog' : 'success-stories', itemKey, locale);
  const socialImage = typeof data.seo?.image === 'string' ? data.seo.image : '';
  const long = (text: string, max: number) => text.length > max;
  return (
    <div className="min-w-0 space-y-4">
      <figure className="min-w-0 space-y-1">
        <figcaption className="text-xs font-semibold text-gray-600 uppercase">
          Search result, {locale === 'en' ? 'English' : 'Nederlands'}
        </figcaption>
        <div className="rounded-lg border border-gray-200 bg-white p-4">
          <p className="truncate text-sm text-gray-700">{url}</p>
          <p className="truncate text-lg text-[#1a0dab]">{title}</p>
          <p className="line-clamp-2 text-sm text-gray-800">{description || 'No description yet.'}</p>
        </div>
        <p className={`text-xs ${long(title, SEO_TITLE_MAX + site.name.length + 3) ? 'text-danger-600' : 'text-gray-600'}`}>
          Title {title.length} characters; a result shows about {SEO_TITLE_MAX + site.name.length + 3}. Description{' '}
          {description.length} of {SEO_DESCRIPTION_MAX}.
        </p>
      </figure>
      <figure className="min-w-0 space-y-1">
        <figcaption className="text-xs font-semibold text-gray-600 uppercase">
          Shared on social media, {locale === 'en' ? 'English' : 'Nederlands'}
        </figcaption>
        <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
          {/* The social image chosen, cut as a publish cuts it; else the card as published now (made from the title). */}
          {socialImage ? (
            <LibraryImage mediaKey={socialImage} className="aspect-[1200/630] w-full bg-gray-100" />
          ) : published ? (
            <img
              src={image}
              alt=""
              width={1200}
              height={630}
              className="aspect-[1200/630] w-full bg-gray-100 object-cover"
            />
          ) : (
            <p className="grid aspect-[1200/630] place-items-center bg-gray-100 p-4 text-center text-sm text-gray-700">
              The image is made from the title when it is published.
            </p>
          )}
          <div className="grid gap-0.5 p-3">
            <p className="text-xs text-gray-600 uppercase">{site.url.replace(/^https:\/\/(www\.)?/, '')}</p>
            <p className="font-semibold text-ink-900">{title}</p>
            <p className="line-clamp-2 text-sm text-gray-700">{description}</p>
          </div>
        </div>
      </figure>
    </div>
  );
}

export function SeoPreview({
  type,
  itemKey,
  data,
  published,
}: {
  type: ContentType;
  itemKey: string;
  data: unknown;
  /** Whether the item is on the site, with an image made at its publish. */
  published: boolean;
}) {
  const seoData = (data && typeof data === 'object' ? data : {}) as SeoData;
  return (
    <section aria-labelledby="seo-title" className={`${card} grid gap-4 [&>*]:min-w-0`}>
      <h2 id="seo-title" className="text-lg font-bold text-ink-900">
        Search and sharing
      </h2>
      <p className="text-sm text-gray-700">
        From the fields under “SEO” where they are filled in, else from the title and the{' '}
        {type === 'post' ? 'excerpt' : 'summary'}, with a card made from the title when no social image is chosen.
      </p>
      <div className="grid gap-6 md:grid-cols-2 [&>*]:min-w-0">
        {locales.map((locale) => (
          <Snippet key={locale} type={type} itemKey={itemKey} data={seoData} locale={locale} published={published} />
        ))}
      </div>
    </section>
  );
}
