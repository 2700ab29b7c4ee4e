import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { MailTransport } from './mail.transport.ts';
import { DeliveryFailure, type MailKindHandlers, mailKindHandlers } from './mail-kinds.ts';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  nextDueAt,
  type OutboxKind,
  type OutboxMail,
} from './outbox.repository.ts';

const minute = 60_000;
/** Waits after failed attempts 1–6, in multiples of the first (1 minute: about 11.5 hours in all, decision 0006). */
const retrySteps = [1, 5, 20, 60, 180, 420];
export const retryDelays = (firstMs = minute) => retrySteps.map((step) => step * firstMs);
export const maxAttempts = retrySteps.length + 1;
/** Stored errors are short: the admin list shows 50 characters, the log has the rest. */
export const maxStoredErrorLength = 300;

type Logger = { error: (object: object, message: string) => void; warn: (object: object, message: string) => void };

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  now?: () => Date;
  pollMs?: number;
  batchSize?: number;
  retryDelayMs?: number;
  /** How long a claim lasts: it must outlast any send (decision 0025). */
  leaseMs?: number;
  workerId?: string;
  log?: Logger;
  /** Handlers of this worker's own, before the registered ones: webhooks, with this server's settings. */
  kinds?: Partial<Record<OutboxKind, MailKindHandlers>>;
};

export type OutboxWorker = {
  /** Resolves with the number of e-mails attempted. */
  runOnce(): Promise<number>;
  /** Polls every `pollMs`, sooner when an e-mail falls due, and on nudge, until stopped. */
  start(): void;
  nudge(): void;
  stop(): Promise<void>;
  readonly running: boolean;
  readonly sleeping: boolean;
};

const errorText = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  const oneLine = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return oneLine.length > maxStoredErrorLength ? `${oneLine.slice(0, maxStoredErrorLength - 1)}…` : oneLine;
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    from,
    now = () => new Date(),
    pollMs = 5000,
    batchSize = 10,
    retryDelayMs = minute,
    leaseMs = 5 * minute,
    workerId = randomUUID(),
    log,
    kinds,
  } = options;

  const retryDelaysMs = retryDelays(retryDelayMs);
  let running = false;
  let loop: Promise<void> | undefined;
  let nudged = false;
  let wake: (() => void) | undefined;

  async function deliver(mail: OutboxMail) {
    const handlers = kinds?.[mail.kind] ?? mailKindHandlers(mail.kind);
    let detail: unknown;
    try {
      if (handlers?.deliver) detail = await handlers.deliver(db, mail);
      else
        await transport.send(
          {
            from,
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            attachments: (await handlers?.attachments?.(db, mail)) ?? [],
          },
          mail.id,
        );
    } catch (error) {
      const message = errorText(error);
      if (error instanceof DeliveryFailure) detail = error.detail;
      const delay = retryDelaysMs[mail.attempts - 1];
      const next = mail.attempts < maxAttempts && delay !== undefined ? new Date(now().getTime() + delay) : null;
      log?.warn(
        { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts, giveUp: next === null, err: message },
        mail.kind === 'webhook' ? 'webhook not delivered' : 'mail not sent',
      );
      await db.transaction().execute(async (trx) => {
        await markMailFailed(trx, mail.id, message, next);
        await handlers?.onAttempt?.(trx, mail, message, detail);
      });
      return;
    }
    // One transaction: a reader or crash between the updates would see the e-mail sent and its submission waiting.
    const kept = await db.transaction().execute(async (trx) => {
      const sent = await markMailSent(trx, mail.id, now());
      await handlers?.onAttempt?.(trx, mail, null, detail);
      return sent;
    });
    // Erased while it was being sent: the copy the transport kept (an .eml file) goes too.
    if (!kept) await transport.forget?.(mail.id);
  }

  async function runOnce() {
    const claimedAt = now();
    const mails = await claimDueMail(db, {
      workerId,
      now: claimedAt,
      leaseUntil: new Date(claimedAt.getTime() + leaseMs),
      limit: batchSize,
    });
    for (const mail of mails) await deliver(mail);
    return mails.length;
  }

  async function idleMs() {
    try {
      const due = await nextDueAt(db);
      return due ? Math.min(pollMs, Math.max(10, due.getTime() - now().getTime())) : pollMs;
    } catch {
      return pollMs;
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function run() {
    while (running) {
      nudged = false;
      let attempted = 0;
      try {
        attempted = await runOnce();
      } catch (error) {
        // The database may be briefly unavailable; the rows stay pending for the next round.
        log?.error({ err: error }, 'outbox round failed');
      }
      if (running && attempted < batchSize && !nudged) {
        const ms = await idleMs();
        // A nudge while the query ran has nothing to wake yet: it is seen here.
        if (running && !nudged) await pause(ms);
      }
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
    },
    get running() {
      return running;
    },
    get sleeping() {
      return wake !== undefined;
    },
  };
}
