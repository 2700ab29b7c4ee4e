// A member of the team on /about (app/content/team.ts).
import { z } from 'zod';
import type { Local } from '#contracts/locale.ts';
import { plainText } from './fields.ts';

export const TeamMemberSchema = z.object({
  name: plainText,
  /** Job titles stay in English on the Dutch site, as Dutch tech companies write them. */
  role: plainText,
  /** Seed of a generated portrait. */
  image: plainText,
  linkedin: z.url({ protocol: /^https$/ }),
});
export type TeamMember = Local<z.infer<typeof TeamMemberSchema>>;
