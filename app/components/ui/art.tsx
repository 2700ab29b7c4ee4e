import type { ArtMotif, Tone } from '#app/content/schema.ts';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '#app/lib/art.ts';
import { LazyImage } from './lazy-image.tsx';

type ArtProps = {
  motif: ArtMotif;
  tone?: Tone;
  /** Intrinsic height; the width is always ART_WIDTH. */
  height?: number;
  className?: string;
  wrapperClassName?: string;
  /** The first image of a list: loaded at once, at high priority (LazyImage). */
  priority?: boolean;
};

/** One of the site's generated illustrations (scripts/lib/art.ts), decorative, loaded when near (or at once: `priority`). */
export function Art({ motif, tone, height = ART_HEIGHT, className, wrapperClassName, priority }: ArtProps) {
  return (
    <LazyImage
      src={artUrl(motif, tone)}
      alt=""
      width={ART_WIDTH}
      height={height}
      className={className}
      wrapperClassName={wrapperClassName}
      priority={priority}
    />
  );
}
