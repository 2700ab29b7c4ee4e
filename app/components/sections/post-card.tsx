import { ArrowRight, Sparkles } from 'lucide-react';
import type { BlogTeaser } from '#contracts/content/post.ts';
import { cn } from '#app/lib/cn.ts';
import { CARD_SIZES } from '../ui/media-image.tsx';
import { ContentImage } from '../ui/content-image.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** A blog post's card: the same teaser record on the home page and the blog list. */
export function PostCard({ post, priority }: { post: BlogTeaser; priority?: boolean }) {
  const locale = useLocale();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-soft transition-shadow duration-200 hover:shadow-raised">
      <ContentImage photo={post.photo} motif={post.image} tone="indigo" sizes={CARD_SIZES} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        {post.category && (
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{post.category}</p>
        )}
        <h3 className="text-xl leading-snug font-bold text-ink-900">
          <a href={post.link} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </a>
        </h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-gray-600">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto gap-x-2 pt-6 text-gray-600" />
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2"
        >
          {m.read_more({}, { locale })} <ArrowRight className="size-4" />
        </span>
      </div>
    </article>
  );
}

/**
 * A post still being written (spec §2 /blog): the card's shape without a link, so there is
 * nothing to click and nothing to focus.
 */
export function PlaceholderPostCard({
  title,
  excerpt,
  badge,
  date,
  label,
}: {
  title: string;
  excerpt: string;
  badge: string;
  date: string;
  label: string;
}) {
  return (
    <article
      data-testid="post-placeholder"
      className="flex flex-1 flex-col overflow-hidden rounded-lg border border-dashed border-gray-300 bg-white"
    >
      <div className="relative grid aspect-[16/9] place-items-center bg-gradient-to-br from-brand-50 to-brand-100">
        <Sparkles aria-hidden="true" className="size-10 text-brand-500" />
        <span className="absolute top-4 left-4 rounded-full bg-ink-900 px-3 py-1 text-xs font-semibold text-white">
          {badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl leading-snug font-bold text-ink-900">{title}</h3>
        <p className="mt-3 leading-relaxed text-gray-600">{excerpt}</p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-6 text-sm text-gray-600">
          <span>{date}</span>
          <span aria-hidden="true">·</span>
          <span className="font-semibold text-brand-700">{label}</span>
        </p>
      </div>
    </article>
  );
}

/** 'author · date · read time', on cards and in the article's hero. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogTeaser, 'author' | 'date' | 'readTime'>;
  className?: string;
}) {
  return (
    // Each separator travels with the item after it, so a wrapped line never ends on a dot.
    <p className={cn('flex flex-wrap text-sm', className)}>
      <span>{post.author}</span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {post.date}
      </span>
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        {post.readTime}
      </span>
    </p>
  );
}
