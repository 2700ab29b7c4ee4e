/** Errors that mean storage is unavailable for now, not that the code is wrong: answered 503 (decision 0024). */
export type UnavailableCause =
  | 'database unreachable'
  | 'database busy'
  | 'disk full'
  | 'storage read-only'
  | 'storage permission denied'
  | 'storage failure';

const systemCodes: Record<string, UnavailableCause> = {
  ECONNREFUSED: 'database unreachable',
  ECONNRESET: 'database unreachable',
  ECONNABORTED: 'database unreachable',
  EPIPE: 'database unreachable',
  ETIMEDOUT: 'database unreachable',
  EHOSTUNREACH: 'database unreachable',
  ENETUNREACH: 'database unreachable',
  ENOTFOUND: 'database unreachable',
  EAI_AGAIN: 'database unreachable',
  ENOSPC: 'disk full',
  EDQUOT: 'disk full',
  EROFS: 'storage read-only',
  EACCES: 'storage permission denied',
  EPERM: 'storage permission denied',
  EIO: 'storage failure',
};

// PostgreSQL's SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const sqlStates: Record<string, UnavailableCause> = {
  '53100': 'disk full', // disk_full
  '53200': 'database busy', // out_of_memory
  '53300': 'database busy', // too_many_connections
  '57P01': 'database unreachable', // admin_shutdown
  '57P02': 'database unreachable', // crash_shutdown
  '57P03': 'database unreachable', // cannot_connect_now (starting up, shutting down, recovering)
  '25006': 'storage read-only', // read_only_sql_transaction (a standby after a failover)
};

// The pg driver's connection errors, which carry no code.
const pgConnectionMessages = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout" (a new connection)
  /is not queryable$/, // a client whose connection broke, reused
];
// pg-pool's error when every connection stayed busy for connectionTimeoutMillis: overload.
const pgPoolBusy = /^timeout exceeded when trying to connect/;

function sqliteCause(code: string): UnavailableCause | null {
  if (code === 'SQLITE_FULL') return 'disk full';
  if (code.startsWith('SQLITE_READONLY')) return 'storage read-only';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'database busy';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return 'storage failure';
  if (code === 'SQLITE_PERM') return 'storage permission denied';
  return null;
}

function ownCause(error: unknown): UnavailableCause | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return sqliteCause(code);
    if (code in systemCodes) return systemCodes[code] ?? null;
    if (code in sqlStates) return sqlStates[code] ?? null;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return 'database unreachable';
  }
  if (typeof message === 'string') {
    if (pgConnectionMessages.some((pattern) => pattern.test(message))) return 'database unreachable';
    if (pgPoolBusy.test(message)) return 'database busy';
  }
  return null;
}

/** Why the storage is unavailable, if `error` (or an error it wraps) says so; otherwise null. */
export function unavailableCause(error: unknown, depth = 0): UnavailableCause | null {
  const own = ownCause(error);
  if (own || depth > 4 || typeof error !== 'object' || error === null) return own;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = inner === undefined ? null : unavailableCause(inner, depth + 1);
    if (found) return found;
  }
  return null;
}
