// The contact domain's public face: what the admin domain may use of submissions.
export { findCv, findSubmission, type StoredSubmission } from './contact.repository.ts';
export {
  allMatches,
  clearNotificationError,
  countMatches,
  expiredSubmissionIds,
  inboxCounts,
  listInboxPage,
  stateCounts,
  submissionsByEmail,
  weeklyCounts,
} from './inbox.repository.ts';
export { replyMail } from './contact.mail.ts';
export { erasePersonalData, findPersonalData, type PersonalData, removeOrphanMailFiles } from './personal-data.ts';
export { registerSubmissionFanOut, type SubmissionFanOut } from './save-steps.ts';
export { rescueSpam, type SpamRescue } from './spam-folder.ts';
export { insertNote, insertReply, listNotes, listReplies, updateWorkflow } from './workflow.repository.ts';
