// The admin inbox calls: GET /api/admin/submissions keeps spec §7's `{ success, submissions }`
// and adds paging, search and the five counters; the detail, CV, resend, delete and CSV
// calls go beyond the spec. One schema for the query, shared by the page and the server.
import { z } from 'zod';
import type { ContactFormType } from './contact-fields.ts';
import type { CvType } from './cv-file.ts';
import type { Locale } from './locale.ts';
import { forbiddenCharacters } from './text-rules.ts';

export const inboxTabs = [
  { value: 'all', label: 'All Submissions' },
  { value: 'company', label: 'Company Inquiries' },
  { value: 'job', label: 'Job Applications' },
  { value: 'spam', label: 'Spam' },
] as const;
export type InboxTab = (typeof inboxTabs)[number]['value'];

export const inboxPageSize = 25;

/** The inbox's query string (also the admin page's URL): search, tab and page. */
export const InboxQuerySchema = z.object({
  // A search no stored text can match (a control character, which PostgreSQL cannot even compare) is none.
  q: z
    .string()
    .trim()
    .max(200, 'The search may be at most 200 characters')
    .refine((value) => !forbiddenCharacters.test(value), 'The search contains characters that are not allowed')
    .catch('')
    .default(''),
  type: z.enum(['all', 'company', 'job', 'spam']).catch('all').default('all'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/**
 * Why a submission was filed as spam (server/contact/spam.ts); `unrecorded` for spam stored
 * before the reason was kept (migration 2026-11-28-01).
 */
export const spamReasons = ['honeypot', 'fill_time', 'form_age', 'unrecorded'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** What the Spam tab says for each reason. */
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'Honeypot: the hidden field was filled in',
  fill_time: 'Fill time: typed faster than a person can',
  form_age: 'Form age: the form was over a day old, or its time was unreadable',
  unrecorded: 'Not recorded (filed before reasons were kept)',
};

/** A contact submission as the admin reads it (spec §3, plus the CV and consent). */
export type Submission = {
  id: number;
  formType: ContactFormType;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  interest: string | null;
  position: string | null;
  experience: string | null;
  linkedin: string | null;
  message: string | null;
  submittedAt: string;
  emailSent: boolean;
  emailError: string | null;
  cv: { filename: string; type: CvType; size: number } | null;
  privacyAcceptedAt: string | null;
  /** The language of the page it was sent from. */
  locale: Locale;
  /** Why it is in the Spam tab; null for the inbox's submissions. */
  spamReason: SpamReason | null;
};

/** Spec §2's five counters, over every submission (not the current filter), and the Spam tab's size. */
export type InboxCounts = {
  total: number;
  company: number;
  job: number;
  emailSent: number;
  emailFailed: number;
  spam: number;
};

export type InboxResponse = {
  success: true;
  submissions: Submission[];
  /** How many match the search and tab (the heading's count). */
  total: number;
  page: number;
  pageSize: number;
  counts: InboxCounts;
};

export type SubmissionResponse = { success: true; submission: Submission };

/** Spec §9: the e-mail error is shown cut to 50 characters (the whole text on hover and focus). */
export const emailErrorDisplayLength = 50;
export const truncateEmailError = (error: string) =>
  error.length > emailErrorDisplayLength ? `${error.slice(0, emailErrorDisplayLength)}...` : error;
