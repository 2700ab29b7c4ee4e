// Runs scheduled publishes (decision 0075): every instance looks for due schedules every few seconds and publishes
// those it claims. Which instance publishes one does not matter; that exactly one does is the repository's claim and
// the publish's transaction (server/content/schedule.repository.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentService } from './content.service.ts';

/** How long a claim holds: far beyond a publish (a few seconds), so only a dead instance's claim lapses. */
export const SCHEDULE_LEASE_MS = 2 * 60_000;

export function createScheduleRunner({
  content,
  log,
  pollMs = 5000,
  leaseMs = SCHEDULE_LEASE_MS,
  token = randomUUID(),
}: {
  content: Pick<ContentService, 'runDueSchedules'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  pollMs?: number;
  leaseMs?: number;
  /** This instance's claim token. */
  token?: string;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let unreachable = false;

  async function look() {
    try {
      for (const result of await content.runDueSchedules(token, leaseMs)) {
        if (result.state === 'done') log.info({ schedule: result.id }, 'scheduled publish done');
        else log.warn({ schedule: result.id, outcome: result.outcome }, `scheduled publish ${result.state}`);
      }
      if (unreachable) log.info('scheduled publishes can be read again');
      unreachable = false;
    } catch (error) {
      // The database away: an outage, said once; the due schedules are published when it is back.
      if (!unreachable) log.warn({ err: error }, 'scheduled publishes cannot be read');
      unreachable = true;
    }
  }
  /** One look at a time: a look still publishing when the next is due is not run twice. */
  const runOnce = () => (running ??= look().finally(() => (running = null)));

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), pollMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type ScheduleRunner = ReturnType<typeof createScheduleRunner>;
