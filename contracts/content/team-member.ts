// The team on /about (content/team.yaml).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { plainText, text } from './fields.ts';

export const TeamMemberSchema = z.object({
  name: plainText,
  /** Job titles stay in English on the Dutch site, as Dutch tech companies write them. */
  role: plainText,
  /** Seed of a generated portrait. */
  image: plainText,
  linkedin: z.url({ protocol: /^https$/ }),
});
export type TeamMember = Local<z.infer<typeof TeamMemberSchema>>;

/** content/team.yaml: the heading of the team section and its members, in the order shown. */
export const TeamSchema = z.strictObject({ teamHeading: text, team: z.array(TeamMemberSchema).length(18) });
