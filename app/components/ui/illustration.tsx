import type { ArtMotif, Tone } from '#contracts/content/fields.ts';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationUrl } from '#app/lib/illustration-url.ts';
import { Island } from '#app/islands/island.tsx';
import { LazyImage } from './lazy-image.tsx';

type IllustrationProps = {
  motif: ArtMotif;
  tone?: Tone;
  /** Intrinsic height; the width is always ILLUSTRATION_WIDTH. */
  height?: number;
  className?: string;
  wrapperClassName?: string;
  /** The first image of a list: loaded at once, at high priority (LazyImage). */
  priority?: boolean;
};

/** One of the site's generated illustrations (scripts/lib/illustration-svgs.ts), decorative, loaded when near (or at once: `priority`). */
export function Illustration({
  motif,
  tone,
  height = ILLUSTRATION_HEIGHT,
  className,
  wrapperClassName,
  priority,
}: IllustrationProps) {
  return (
    <Island
      name="lazy-image"
      component={LazyImage}
      props={{
        src: illustrationUrl(motif, tone),
        alt: '',
        width: ILLUSTRATION_WIDTH,
        height,
        className,
        wrapperClassName,
        priority,
      }}
    />
  );
}
