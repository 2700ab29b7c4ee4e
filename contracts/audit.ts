// The audit trail as the admin reads it (decision 0041).
import { z } from './zod.ts';

export const auditPageSize = 50;

export const auditOutcomes = ['success', 'failure', 'refused'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The trail's filters (also the audit page's URL). Anything unreadable means "no filter". */
export const AuditQuerySchema = z.object({
  action: z
    .string()
    .regex(/^[a-z.-]{1,40}$/)
    .catch('')
    .default(''),
  actor: z
    .string()
    .trim()
    .max(64)
    .regex(/^[^\p{Cc}]*$/u)
    .catch('')
    .default(''),
  outcome: z
    .enum(['all', ...auditOutcomes])
    .catch('all')
    .default('all'),
  from: isoDate.catch('').default(''),
  to: isoDate.catch('').default(''),
  // Not z.coerce: its module, shared with the inbox's schema, was bundled into a chunk every public page loads.
  page: z
    .union([z.string(), z.number()])
    .transform(Number)
    .pipe(z.number().int().min(1).max(100_000))
    .catch(1)
    .default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export type AuditEntry = {
  id: number;
  at: string;
  /** The admin, or the username tried at a failed sign-in; null for the server itself. */
  actor: string | null;
  ip: string | null;
  action: string;
  target: string | null;
  outcome: AuditOutcome;
  detail: string | null;
};

export type AuditResponse = {
  success: true;
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  actions: string[];
};

export const auditActionLabels: Record<string, string> = {
  'sign-in': 'Sign-in (password)',
  'sign-in.second-factor': 'Sign-in (second factor)',
  'sign-in.passkey': 'Sign-in (passkey)',
  logout: 'Logout',
  'mfa.enrolled': 'Second factor added',
  'mfa.removed': 'Second factor removed',
  'mfa.reset': 'Second factors reset (CLI)',
  'recovery-codes.generated': 'Recovery codes generated',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset (CLI)',
  'admin.created': 'Admin created',
  'session.ended': 'Session ended',
  'cv.downloaded': 'CV downloaded',
  'csv.exported': 'Submissions exported (CSV)',
  'audit.exported': 'Audit trail exported (CSV)',
  'email.resent': 'E-mail resent',
  'submission.deleted': 'Submission deleted',
  'spam.rescued': 'Spam marked as not spam',
  'spam.deleted': 'Spam deleted',
  'submission.state': 'Submission state changed',
  'submission.assigned': 'Submission assigned',
  'note.added': 'Internal note added',
  'reply.sent': 'Reply sent from the inbox',
  'account.email': 'Reply address changed',
  'webhook.added': 'Webhook added',
  'webhook.refused': 'Webhook address refused',
  'webhook.removed': 'Webhook removed',
  'webhook.resent': 'Webhook delivery sent again',
  'privacy.search': 'Privacy search',
  'privacy.export': 'Privacy export',
  'privacy.erasure': 'Privacy erasure',
  'retention.purge': 'Retention purge',
};
