// Privacy requests (GDPR articles 15 and 17) on /admin/privacy: everything held about one
// e-mail address, exported as one ZIP or erased. The address travels in JSON bodies, never in
// a URL (URLs end up in logs and histories).
import { z } from 'zod';
import { forbiddenCharacters } from './text-rules.ts';

const address = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .min(3, 'Enter an e-mail address')
  .max(254, 'An e-mail address has at most 254 characters')
  .refine((value) => /^[^\s@]+@[^\s@]+$/u.test(value) && !forbiddenCharacters.test(value), 'Enter an e-mail address');

export const PrivacyRequestSchema = z.object({ email: address }, { error: 'Please send an e-mail address' });
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

/** Erasure: the address typed twice, the second time to confirm. */
export const PrivacyEraseSchema = z
  .object(
    { email: address, confirm: z.string({ error: 'Type the address again to confirm' }).trim().max(254) },
    {
      error: 'Please send the address and its confirmation',
    },
  )
  .refine((value) => value.confirm.toLowerCase() === value.email.toLowerCase(), {
    message: 'Type the same address again to confirm the erasure',
    path: ['confirm'],
  });

export type PrivacySubmission = {
  id: number;
  formType: 'company' | 'job';
  status: 'received' | 'spam';
  name: string;
  email: string;
  submittedAt: string;
  cv: { filename: string; size: number } | null;
};
export type PrivacyEmail = {
  id: number;
  submissionId: number;
  kind: string;
  to: string;
  subject: string;
  sentAt: string | null;
  file: boolean;
};

/** POST /api/admin/privacy/search. */
export type PrivacySearchResponse = {
  success: true;
  email: string;
  submissions: PrivacySubmission[];
  emails: PrivacyEmail[];
  /** Webhook deliveries of these submissions (erased with them; their payload was built at send time). */
  webhookDeliveries: number;
  /** One line on what stays after an erasure, and how long, on this server's database. */
  residue: string;
};

/** POST /api/admin/privacy/erase. */
export type PrivacyEraseResponse = { success: true; submissions: number; emails: number; files: number };
