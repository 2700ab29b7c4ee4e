// The team on /about (content/team.yaml).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import type { MediaView } from '#contracts/media.ts';
import { PERSON_PHOTO_USE, mediaRef, plainText, text } from './fields.ts';

export const TeamMemberSchema = z.object({
  name: plainText,
  /** Job titles stay in English on the Dutch site, as Dutch tech companies write them. */
  role: plainText,
  /** Seed of a generated portrait, drawn when the member has no photo. */
  image: plainText,
  /** A photo from the media library, shown instead of the drawn portrait. */
  photo: mediaRef('Photo', PERSON_PHOTO_USE).optional(),
  linkedin: z.url({ protocol: /^https$/ }),
});
export type TeamMember = Omit<Local<z.infer<typeof TeamMemberSchema>>, 'photo'> & { photo: MediaView | null };

/** content/team.yaml: the heading of the team section and its members, in the order shown. */
export const TeamSchema = z.strictObject({ teamHeading: text, team: z.array(TeamMemberSchema).length(18) });
