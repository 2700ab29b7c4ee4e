import type { MediaView } from '#contracts/media.ts';
import { MediaImage } from './media-image.tsx';
import { Portrait } from './portrait.tsx';

type PersonPictureProps = {
  /** Their photo from the media library, if an editor chose one. */
  photo: MediaView | null;
  /** The seed of the portrait drawn when there is no photo. */
  seed: string;
  name: string;
  /** How wide the picture is shown, for `srcset`. */
  sizes: string;
  /** The frame: its size, shape and ring; the photo fills it, cropped square around its focal point. */
  className?: string;
};

/** A team member's or a testimonial's person: their photo from the media library (decision 0082), or a drawn portrait. */
export function PersonPicture({ photo, seed, name, sizes, className }: PersonPictureProps) {
  return photo ? (
    <MediaImage image={photo} sizes={sizes} ratio="1 / 1" wrapperClassName={className} />
  ) : (
    <Portrait seed={seed} name={name} className={className} />
  );
}
