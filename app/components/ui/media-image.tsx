import { type MediaView, mediaSrcset, mediaUrl, variantWidths } from '#contracts/media.ts';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '#app/lib/illustration-url.ts';
import { cn } from '#app/lib/cn.ts';

/** A card's width: a third of the content column on a desktop, half on a tablet, the screen on a phone. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

type MediaImageProps = {
  image: MediaView;
  /** How wide the image is shown, for the browser to pick a width from `srcset`. */
  sizes: string;
  /** The first image of a page or list: fetched at once, at high priority; every other one when it comes near. */
  priority?: boolean;
  className?: string;
  wrapperClassName?: string;
  /** The frame's aspect ratio: an illustration's (16:9) unless given, e.g. '1 / 1' for a person. */
  ratio?: string;
};

/**
 * An image of the media library (decision 0082), in the frame an illustration has (16:9) or another, cropped around its focal
 * point: AVIF or WebP at the width the screen needs, plain HTML with the browser's own lazy loading, no script.
 */
export function MediaImage({ image, sizes, priority = false, className, wrapperClassName, ratio }: MediaImageProps) {
  const widths = variantWidths(image.width);
  const fallback = widths[Math.min(1, widths.length - 1)]!;
  const focal = image.focal ?? { x: 50, y: 50 };
  return (
    <span
      className={cn('relative block overflow-hidden bg-gray-100', wrapperClassName)}
      style={{ aspectRatio: ratio ?? `${ILLUSTRATION_WIDTH} / ${ILLUSTRATION_HEIGHT}` }}
    >
      <picture>
        <source type="image/avif" srcSet={mediaSrcset(image, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={mediaSrcset(image, 'webp')} sizes={sizes} />
        <img
          src={mediaUrl(image.file, fallback, 'webp')}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={cn('absolute inset-0 size-full object-cover', className)}
          style={{ objectPosition: `${focal.x}% ${focal.y}%` }}
        />
      </picture>
    </span>
  );
}
