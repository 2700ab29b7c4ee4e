// Privacy requests (decision 0042): the address travels in JSON bodies, never in a URL, which logs keep.
import { z } from './zod.ts';
import { forbiddenCharacters } from './text-rules.ts';

const address = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .min(3, 'Enter an e-mail address')
  .max(254, 'An e-mail address has at most 254 characters')
  .refine((value) => /^[^\s@]+@[^\s@]+$/u.test(value) && !forbiddenCharacters.test(value), 'Enter an e-mail address');

export const PrivacyRequestSchema = z.object({ email: address }, { error: 'Please send an e-mail address' });
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

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

export type PrivacySearchResponse = {
  success: true;
  email: string;
  submissions: PrivacySubmission[];
  emails: PrivacyEmail[];
  webhookDeliveries: number;
  /** One line on what stays after an erasure, and how long, on this server's database. */
  residue: string;
};

export type PrivacyEraseResponse = { success: true; submissions: number; emails: number; files: number };
