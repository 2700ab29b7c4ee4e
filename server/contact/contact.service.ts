import type { LeadSource } from '../insights/index.ts';
import type { ContactSubmission } from '#contracts/contact.ts';
import { cvUpload } from '#contracts/cv-file.ts';
import type { Db } from '../db/connect.ts';
import { keyedError } from '../http/http-error.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';
import { contactMails } from './contact.mail.ts';
import { saveSubmission } from './contact.repository.ts';
import { cvFile, type CvFile } from './cv-file.ts';
import { spamReason } from './spam.ts';

export type ContactService = ReturnType<typeof createContactService>;

/** The contact domain's work: checking the CV, telling spam, storing, and queueing its e-mails and fan-outs. */
export function createContactService({ db, outbox, notifyTo }: { db: Db; outbox: OutboxWorker; notifyTo: string }) {
  function checkCv(submission: ContactSubmission, upload: { data: Buffer; name: string | undefined } | undefined) {
    if (!upload) return null;
    const { locale } = submission;
    if (submission.formType !== 'job') throw keyedError(400, locale, { fieldErrorCodes: { cv: ['cv_job_only'] } });
    if (upload.data.length > cvUpload.maxBytes) throw keyedError(413, locale, { code: 'cv_too_large' });
    const cv = cvFile(upload.data, upload.name);
    if (!cv) throw keyedError(400, locale, { fieldErrorCodes: { cv: ['cv_wrong_type'] } });
    return cv;
  }

  return {
    /** Stores a parsed submission (and its e-mails, unless it is spam); resolves once committed. */
    async submit(
      submission: ContactSubmission,
      upload?: { data: Buffer; name: string | undefined },
      /** Where the lead came from (decision 0083), read only once the submission has passed its checks. */
      leadSource?: () => Promise<LeadSource | null>,
    ) {
      const cv: CvFile | null = checkCv(submission, upload);
      const now = new Date();
      const reason = spamReason(submission, now);
      const spam = reason !== null;
      // Spam never counts as a lead from anywhere.
      const lead = spam ? null : ((await leadSource?.()) ?? null);
      const id = await saveSubmission(
        db,
        {
          submission,
          status: spam ? 'spam' : 'received',
          spamReason: reason,
          cv,
          submittedAt: now,
          fanOut: !spam,
          lead,
        },
        (submissionId) => (spam ? [] : contactMails(submission, { submissionId, notifyTo, submittedAt: now, cv })),
      );
      if (!spam) outbox.nudge();
      return id;
    },
  };
}
