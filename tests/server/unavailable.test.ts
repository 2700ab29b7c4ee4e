import { describe, expect, it } from 'vitest';
import { unavailableCause } from '#server/db/unavailable.ts';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('which errors mean the storage is unavailable (503) rather than a bug (500)', () => {
  it.each([
    [withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'database unreachable'],
    [withCode('ECONNRESET', 'read ECONNRESET'), 'database unreachable'],
    [new Error('Connection terminated unexpectedly'), 'database unreachable'],
    [new Error('Connection terminated due to connection timeout'), 'database unreachable'],
    // pg-pool: every pooled connection stayed busy for connectionTimeoutMillis.
    [new Error('timeout exceeded when trying to connect'), 'database busy'],
    [new Error('Client has encountered a connection error and is not queryable'), 'database unreachable'],
    [withCode('57P01', 'terminating connection due to administrator command'), 'database unreachable'],
    [withCode('57P03', 'the database system is shutting down'), 'database unreachable'],
    [withCode('08006', 'connection failure'), 'database unreachable'],
    [withCode('53300', 'sorry, too many clients already'), 'database busy'],
    [withCode('53100', 'could not extend file: No space left on device'), 'disk full'],
    [withCode('25006', 'cannot execute INSERT in a read-only transaction'), 'storage read-only'],
    [withCode('SQLITE_FULL', 'database or disk is full'), 'disk full'],
    [withCode('SQLITE_READONLY_DIRECTORY', 'attempt to write a readonly database'), 'storage read-only'],
    [withCode('SQLITE_IOERR_WRITE', 'disk I/O error'), 'storage failure'],
    [withCode('SQLITE_BUSY', 'database is locked'), 'database busy'],
    [withCode('ENOSPC', 'no space left on device'), 'disk full'],
    [withCode('EROFS', 'read-only file system'), 'storage read-only'],
    [withCode('EACCES', 'permission denied'), 'storage permission denied'],
  ])('%s → %s', (error, cause) => {
    expect(unavailableCause(error)).toBe(cause);
  });

  it('looks inside wrapped errors: a cause, or the attempts of an AggregateError', () => {
    expect(unavailableCause(new Error('Migration failed', { cause: withCode('ECONNREFUSED') }))).toBe(
      'database unreachable',
    );
    const attempts = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(unavailableCause(attempts)).toBe('database unreachable');
  });

  it.each([
    [new Error('Cannot read properties of undefined')],
    [withCode('23505', 'duplicate key value violates unique constraint')],
    [withCode('42P01', 'relation "contact_submissions" does not exist')],
    [withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed')],
    [withCode('SQLITE_ERROR', 'no such table: contact_submissions')],
    ['a string'],
    [null],
  ])('%s is a bug, not an outage', (error) => {
    expect(unavailableCause(error)).toBeNull();
  });
});
