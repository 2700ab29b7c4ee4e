import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

export const LAZY_IMAGE_MARGIN = '50px';

type LazyImageProps = Omit<React.ComponentProps<'img'>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  /** Intrinsic size: reserved before the image arrives, so nothing below it moves. */
  width: number;
  height: number;
  wrapperClassName?: string;
  /**
   * The first image of a list, likely the largest paint: in the prerendered HTML with a high fetch
   * priority, so the browser asks for it at once, and shown as it arrives (no spinner, no fade).
   */
  priority?: boolean;
};

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that starts loading when it comes within 50 px of the viewport, shows a
 * spinner until it has loaded and 'Failed to load image' if it cannot. A `priority` image
 * loads at once instead.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  wrapperClassName,
  priority = false,
  ...props
}: LazyImageProps) {
  const locale = useLocale();
  const wrapper = useRef<HTMLSpanElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>(priority ? 'loading' : 'waiting');

  useEffect(() => {
    // A priority image may have loaded, or failed, before React was there to hear it.
    const element = image.current;
    if (!priority || !element?.complete) return;
    setStatus(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [priority]);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || priority) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStatus((current) => (current === 'waiting' ? 'loading' : current));
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [priority]);

  return (
    <span
      ref={wrapper}
      data-status={status}
      className={cn('relative block overflow-hidden bg-gray-100', wrapperClassName)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {status !== 'waiting' && status !== 'failed' && (
        <img
          ref={image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className={cn(
            'size-full object-cover',
            !priority && 'transition-opacity duration-300',
            !priority && (status === 'loaded' ? 'opacity-100' : 'opacity-0'),
            className,
          )}
          {...props}
        />
      )}
      {!priority && (status === 'waiting' || status === 'loading') && (
        // Skipped while far from the viewport (content-visibility), so a spinner below the fold
        // turns only once it can be seen: eight of them on the home page otherwise ran on every
        // frame of the page's start (their style, layers and commit, decision 0032).
        <span className="absolute inset-0 grid place-items-center [content-visibility:auto]">
          <Spinner />
        </span>
      )}
      {status === 'failed' && (
        <span
          role="img"
          aria-label={alt || undefined}
          className="absolute inset-0 grid place-items-center p-4 text-center"
        >
          <span className="flex flex-col items-center gap-2 text-sm text-gray-600">
            <ImageOff aria-hidden="true" className="size-6" />
            {m.image_failed({}, { locale })}
          </span>
        </span>
      )}
    </span>
  );
}
