import { type AuditQuery, type AuditResponse, auditPageSize } from '#contracts/audit.ts';
import type { Db, DbOrTrx } from '../db/connect.ts';
import {
  allAuditMatches,
  auditActions,
  countAudit,
  insertAuditEntry,
  listAuditPage,
  type NewAuditEntry,
  purgeAuditBefore,
} from './audit.repository.ts';
import { csvCell } from '../http/csv.ts';

const day = 24 * 60 * 60 * 1000;

/** Who did it and from where: the acting admin (or the name tried) and the client address. */
export type AuditActor = { actor: string | null; ip: string | null };

export type AuditTrail = ReturnType<typeof createAuditTrail>;

/** The append-only audit trail; an entry that cannot be written is logged, never failing the action (decision 0041). */
export function createAuditTrail({
  db,
  retentionDays,
  now = () => new Date(),
  onWriteError = () => {},
}: {
  db: Db;
  retentionDays: number;
  now?: () => Date;
  onWriteError?: (error: unknown, entry: NewAuditEntry) => void;
}) {
  return {
    async record(
      who: AuditActor,
      entry: { action: string; target?: string | null; outcome?: NewAuditEntry['outcome']; detail?: string | null },
      trx: DbOrTrx = db,
    ) {
      const row: NewAuditEntry = { at: now(), outcome: 'success', ...who, ...entry };
      try {
        await insertAuditEntry(trx, row);
      } catch (error) {
        if (trx !== db) throw error;
        onWriteError(error, row);
      }
    },

    async list(query: AuditQuery): Promise<AuditResponse> {
      const [entries, total, actions] = await Promise.all([
        listAuditPage(db, query, auditPageSize),
        countAudit(db, query),
        auditActions(db),
      ]);
      return { success: true, entries, total, page: query.page, pageSize: auditPageSize, actions };
    },

    async csv(query: Omit<AuditQuery, 'page'>) {
      const columns = ['Time', 'Actor', 'Address', 'Action', 'Target', 'Outcome', 'Detail'];
      const lines = [columns.map(csvCell).join(',')];
      for await (const entry of allAuditMatches(db, query)) {
        lines.push(
          [entry.at, entry.actor, entry.ip, entry.action, entry.target, entry.outcome, entry.detail]
            .map(csvCell)
            .join(','),
        );
      }
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    /** Deletes entries past AUDIT_RETENTION_DAYS; the purge itself is an entry. */
    async purgeExpired() {
      const removed = await db
        .transaction()
        .execute((trx) => purgeAuditBefore(trx, new Date(now().getTime() - retentionDays * day)));
      return removed;
    },
  };
}
