// The contact domain's public face: what the inbox, privacy and webhooks may use of submissions.
export {
  findCv,
  findSubmission,
  type StoredSubmission,
  submissionSelection,
  toStoredSubmission,
} from './contact.repository.ts';
export { replyMail } from './contact.mail.ts';
export { erasePersonalData, findPersonalData, type PersonalData, removeOrphanMailFiles } from './personal-data.ts';
export { registerSubmissionFanOut, type SubmissionFanOut } from './save-steps.ts';
export { rescueSpam, type SpamRescue } from './spam-folder.ts';
