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
   * Delivers it some other way than by SMTP (a webhook's HTTP request). Resolves with what
   * `onAttempt` records about the attempt; a failed attempt throws, a DeliveryFailure carrying it.
   */
  deliver?: (db: Db, mail: OutboxMail) => Promise<unknown>;
  /**
   * After each attempt: `error` is null once sent; `detail` is what `deliver` told of it. Runs in the transaction that records the
   * attempt in the outbox, so the two never disagree, not even after a crash between them.
   */
  onAttempt?: (db: DbOrTrx, mail: OutboxMail, error: string | null, detail?: unknown) => Promise<void>;
};

/** A failed attempt of a kind's own `deliver`, with what its `onAttempt` records. */
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
