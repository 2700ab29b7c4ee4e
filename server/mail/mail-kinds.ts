import type { Db, DbOrTrx } from '../db/connect.ts';
import type { MailMessage } from './mail.transport.ts';
import type { OutboxKind, OutboxMail } from './outbox.repository.ts';

/** A domain's handlers for a kind of e-mail, registered as its module loads so workers in every process know them. */
export type MailKindHandlers = {
  /** Files to attach, read when the e-mail is sent (never stored twice in the outbox). */
  attachments?: (db: Db, mail: OutboxMail) => Promise<NonNullable<MailMessage['attachments']>>;
  /** Non-SMTP delivery (webhooks): resolves with what `onAttempt` records, or throws a DeliveryFailure carrying it. */
  deliver?: (db: Db, mail: OutboxMail) => Promise<unknown>;
  /** After each attempt (`error` null once sent), in the transaction that records it in the outbox. */
  onAttempt?: (db: DbOrTrx, mail: OutboxMail, error: string | null, detail?: unknown) => Promise<void>;
};

export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  readonly detail: unknown;
  constructor(message: string, detail: unknown) {
    super(message);
    this.detail = detail;
  }
}

const kinds = new Map<OutboxKind, MailKindHandlers>();

export function registerMailKind(kind: OutboxKind, handlers: MailKindHandlers) {
  kinds.set(kind, handlers);
}

export const mailKindHandlers = (kind: OutboxKind) => kinds.get(kind);
