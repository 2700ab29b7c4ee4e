import type { ContactSubmission } from '#contracts/contact.ts';
import { cvUpload } from '#contracts/cv-file.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http/http-error.ts';
import type { OutboxWorker } from '../mail/outbox.worker.ts';
import { contactMails } from './contact.mail.ts';
import { saveSubmission } from './contact.repository.ts';
import { cvFile, type CvFile } from './cv-file.ts';
import { looksLikeSpam } from './spam.ts';

export type ContactService = ReturnType<typeof createContactService>;

/** The contact domain's work: checking the CV, telling spam, storing, and queueing its e-mails. */
export function createContactService({ db, outbox, notifyTo }: { db: Db; outbox: OutboxWorker; notifyTo: string }) {
  function checkCv(submission: ContactSubmission, upload: { data: Buffer; name: string | undefined } | undefined) {
    if (!upload) return null;
    if (submission.formType !== 'job') {
      throw new HttpError(400, 'A CV can only be attached to a job application', {
        cv: ['A CV can only be attached to a job application'],
      });
    }
    if (upload.data.length > cvUpload.maxBytes) throw new HttpError(413, cvUpload.tooLarge);
    const cv = cvFile(upload.data, upload.name);
    if (!cv) throw new HttpError(400, cvUpload.wrongType, { cv: [cvUpload.wrongType] });
    return cv;
  }

  return {
    /** Stores a parsed submission (and its e-mails, unless it is spam); resolves once committed. */
    async submit(submission: ContactSubmission, upload?: { data: Buffer; name: string | undefined }) {
      const cv: CvFile | null = checkCv(submission, upload);
      const now = new Date();
      const spam = looksLikeSpam(submission, now);
      const id = await saveSubmission(
        db,
        { submission, status: spam ? 'spam' : 'received', cv, submittedAt: now },
        (submissionId) => (spam ? [] : contactMails(submission, { submissionId, notifyTo, submittedAt: now, cv })),
      );
      if (!spam) outbox.nudge();
      return id;
    },
  };
}
