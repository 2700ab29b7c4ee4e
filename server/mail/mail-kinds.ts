import type { Db, DbOrTrx } from '../db/connect.ts';
import type { MailMessage } from './mail.transport.ts';
import type { OutboxKind, OutboxMail } from './outbox.repository.ts';

/**
 * What a domain tells the outbox about a kind of e-mail it sends. The outbox knows no
 * domain: attachments and the bookkeeping after a send come from the registration, which
 * the domain makes when its module loads (so every worker, in any process, knows them).
 */
export type MailKindHandlers = {
  /** Files to attach, read when the e-mail is sent (never stored twice in the outbox). */
  attachments?: (db: Db, mail: OutboxMail) => Promise<NonNullable<MailMessage['attachments']>>;
  /**
   * After each attempt: `error` is null once sent. Runs in the transaction that records the
   * attempt in the outbox, so the two never disagree, not even after a crash between them.
   */
  onAttempt?: (db: DbOrTrx, mail: OutboxMail, error: string | null) => Promise<void>;
};

const kinds = new Map<OutboxKind, MailKindHandlers>();

export function registerMailKind(kind: OutboxKind, handlers: MailKindHandlers) {
  kinds.set(kind, handlers);
}

export const mailKindHandlers = (kind: OutboxKind) => kinds.get(kind);
