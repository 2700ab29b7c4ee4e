// The admin inbox's calls: spec §7's `{ success, submissions }` plus what goes beyond it (decision 0021).
import { z } from './zod.ts';
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

export const submissionStates = ['new', 'in_progress', 'answered', 'archived'] as const;
export type SubmissionState = (typeof submissionStates)[number];
export const submissionStateLabels: Record<SubmissionState, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  archived: 'Archived',
};

/** The inbox's state filter: `open` (new and in progress, where the inbox opens), one state, or all. */
export const stateFilters = [
  { value: 'open', label: 'Open' },
  ...submissionStates.map((state) => ({ value: state, label: submissionStateLabels[state] })),
  { value: 'any', label: 'Any state' },
] as const satisfies readonly { value: string; label: string }[];
export type StateFilter = 'open' | SubmissionState | 'any';

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
  /** Ignored on the Spam tab (spam has no workflow until it is rescued). */
  state: z
    .enum(['open', ...submissionStates, 'any'])
    .catch('open')
    .default('open'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/** Why a submission was filed as spam (decision 0060); `unrecorded` for spam stored before reasons were kept. */
export const spamReasons = ['honeypot', 'fill_time', 'form_age', 'unrecorded'] as const;
export type SpamReason = (typeof spamReasons)[number];

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'Honeypot: the hidden field was filled in',
  fill_time: 'Fill time: typed faster than a person can',
  form_age: 'Form age: the form was over a day old, or its time was unreadable',
  unrecorded: 'Not recorded (filed before reasons were kept)',
};

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
  locale: Locale;
  spamReason: SpamReason | null;
  state: SubmissionState;
  assignee: string | null;
};

export type SubmissionNote = { id: number; author: string; at: string; body: string };

/** Spec §2's five counters, over every submission (not the current filter), and the Spam tab's size. */
export type InboxCounts = {
  total: number;
  company: number;
  job: number;
  emailSent: number;
  emailFailed: number;
  spam: number;
  states: Record<SubmissionState, number>;
};

export type InboxResponse = {
  success: true;
  submissions: Submission[];
  total: number;
  page: number;
  pageSize: number;
  counts: InboxCounts;
};

export type ReplyDelivery = 'queued' | 'sent' | 'failed';

export type SubmissionReply = {
  id: number;
  author: string;
  at: string;
  subject: string;
  /** What the admin wrote; the e-mail adds the quoted original below it. */
  body: string;
  to: string;
  replyTo: string | null;
  delivery: ReplyDelivery;
  error: string | null;
};

export type SubmissionResponse = {
  success: true;
  submission: Submission;
  notes: SubmissionNote[];
  replies: SubmissionReply[];
};

export const SubmissionUpdateSchema = z
  .object(
    {
      state: z.enum(submissionStates, { error: 'Choose New, In progress, Answered or Archived' }).optional(),
      assignee: z
        .string({ error: 'Choose an admin' })
        .trim()
        .min(1, 'Choose an admin')
        .max(64, 'Choose an admin')
        .nullable()
        .optional(),
    },
    { error: 'Please send a state or an assignee' },
  )
  .strict()
  .refine((value) => value.state !== undefined || value.assignee !== undefined, 'Please send a state or an assignee');
export type SubmissionUpdate = z.infer<typeof SubmissionUpdateSchema>;

export const noteMaxLength = 2000;

export const SubmissionNoteSchema = z
  .object(
    {
      body: z
        .string({ error: 'Write a note first' })
        .trim()
        .min(1, 'Write a note first')
        .max(noteMaxLength, `A note has at most ${noteMaxLength} characters`)
        .refine((value) => !forbiddenCharacters.test(value), 'The note contains characters that are not allowed'),
    },
    { error: 'Please send a note' },
  )
  .strict();

export const replyRules = { subjectMax: 200, bodyMax: 10_000 } as const;

/** A reply; without a subject it gets one in the submitter's language. A subject is one line: a mail header. */
export const SubmissionReplySchema = z
  .object(
    {
      subject: z
        .string({ error: 'The subject must be text' })
        .trim()
        .max(replyRules.subjectMax, `A subject has at most ${replyRules.subjectMax} characters`)
        .refine((value) => !/[\r\n]/.test(value), 'A subject is one line')
        .refine((value) => !forbiddenCharacters.test(value), 'The subject contains characters that are not allowed')
        .optional()
        .transform((value) => value || undefined),
      message: z
        .string({ error: 'Write a reply first' })
        .trim()
        .min(1, 'Write a reply first')
        .max(replyRules.bodyMax, `A reply has at most ${replyRules.bodyMax} characters`)
        .refine((value) => !forbiddenCharacters.test(value), 'The reply contains characters that are not allowed'),
    },
    { error: 'Please send a reply' },
  )
  .strict();
export type SubmissionReplyInput = z.infer<typeof SubmissionReplySchema>;

export const replyTexts = {
  noAddress: 'Add your e-mail address on the account page first: replies ask to be answered there',
  spam: 'Mark it as not spam first',
} as const;

export const weeklyWeeks = 12;

export type WeeklyPoint = {
  /** The week's Monday (UTC), YYYY-MM-DD. */
  week: string;
  company: number;
  job: number;
  sent: number;
  failed: number;
  pending: number;
};

/** GET /api/admin/stats/weekly: the last `weeklyWeeks` weeks, oldest first, this week last. */
export type WeeklyResponse = { success: true; weeks: WeeklyPoint[] };

export type AdminsResponse = { success: true; admins: string[] };

/** Spec §9: the e-mail error is shown cut to 50 characters (the whole text on hover and focus). */
export const emailErrorDisplayLength = 50;
export const truncateEmailError = (error: string) =>
  error.length > emailErrorDisplayLength ? `${error.slice(0, emailErrorDisplayLength)}...` : error;
