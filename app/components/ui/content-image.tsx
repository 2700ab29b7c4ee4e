import type { ArtMotif, Tone } from '#contracts/content/fields.ts';
import type { MediaView } from '#contracts/media.ts';
import { Illustration } from './illustration.tsx';
import { MediaImage } from './media-image.tsx';

type ContentImageProps = {
  /** The item's photo from the media library, if it has one; its illustration otherwise. */
  photo: MediaView | null;
  motif: ArtMotif;
  tone?: Tone;
  /** How wide the photo is shown, for `srcset` (an illustration is one SVG at any width). */
  sizes: string;
  priority?: boolean;
  className?: string;
  wrapperClassName?: string;
};

/** A post's or story's picture: its photo from the media library (decision 0082), or its generated illustration. */
export function ContentImage({ photo, motif, tone, sizes, priority, className, wrapperClassName }: ContentImageProps) {
  return photo ? (
    <MediaImage
      image={photo}
      sizes={sizes}
      priority={priority}
      className={className}
      wrapperClassName={wrapperClassName}
    />
  ) : (
    <Illustration
      motif={motif}
      tone={tone}
      priority={priority}
      className={className}
      wrapperClassName={wrapperClassName}
    />
  );
}
