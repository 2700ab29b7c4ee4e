import type { ContactSubmission } from '#contracts/contact.ts';
import type { ContactInterest } from '#contracts/contact-fields.ts';
import type { Db } from '../db/connect.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { contactMails } from './contact.mail.ts';
import { findCv, findSubmission, type StoredSubmission } from './contact.repository.ts';
import { fanOutSteps, runSteps } from './save-steps.ts';

/** The payload a stored submission was parsed from, as far as its e-mails need it. */
function storedPayload(row: StoredSubmission): ContactSubmission {
  const common = {
    formType: row.formType,
    name: row.name,
    email: row.email,
    phone: row.phone ?? undefined,
    message: row.message ?? undefined,
    privacy: row.privacyAcceptedAt === null ? undefined : true,
    locale: row.locale,
  };
  if (row.formType === 'company') {
    return {
      ...common,
      company: row.company ?? undefined,
      interest: (row.interest ?? 'implementation') as ContactInterest,
      position: undefined,
      experience: undefined,
      linkedin: undefined,
    };
  }
  return {
    ...common,
    company: undefined,
    interest: undefined,
    position: row.position ?? undefined,
    experience: row.experience ?? undefined,
    linkedin: row.linkedin ?? undefined,
  };
}

export type SpamRescue =
  | { outcome: 'rescued'; reason: NonNullable<StoredSubmission['spamReason']> }
  | { outcome: 'not-spam' }
  | { outcome: 'missing' };

/** 'Not spam': a conditional move and its e-mails in one transaction, so of racing clicks one wins (decision 0060). */
export function rescueSpam(db: Db, id: number, { notifyTo, now }: { notifyTo: string; now: Date }) {
  return db.transaction().execute(async (trx): Promise<SpamRescue> => {
    const row = await findSubmission(trx, id);
    if (!row) return { outcome: 'missing' };
    const moved = await trx
      .updateTable('contact_submissions')
      .set({ status: 'received', spam_reason: null })
      .where('id', '=', id)
      .where('status', '=', 'spam')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      // Moved (or erased) by someone else since it was read.
      return (await findSubmission(trx, id)) ? { outcome: 'not-spam' } : { outcome: 'missing' };
    }
    const stored = row.cv && (await findCv(trx, id));
    const cv = row.cv && stored ? { ...row.cv, data: stored.data } : null;
    const submittedAt = new Date(row.submittedAt);
    await enqueueMail(
      trx,
      [
        ...contactMails(storedPayload(row), { submissionId: id, notifyTo, submittedAt, cv }),
        // A rescued submission is a new one to the fan-outs (webhooks): it never went out as spam.
        ...(await runSteps(trx, fanOutSteps(trx, id))),
      ],
      now,
    );
    return { outcome: 'rescued', reason: row.spamReason ?? 'unrecorded' };
  });
}
