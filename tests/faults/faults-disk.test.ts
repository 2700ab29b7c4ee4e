import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactSubmissionSchema } from '#contracts/contact.ts';
import { saveSubmission } from '#server/contact/contact.repository.ts';
import { cvFile } from '#server/contact/cv-file.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { jobPayload, pdfFile } from '../helpers/contact.ts';
import { acknowledged, postContact, type ContactOutcome, type ContactShape } from '../helpers/contact-traffic.ts';
import { ext4Dir, skipDiskFaults, tmpfsDir } from '../helpers/scratch-fs.ts';
import { startServer, waitFor, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { requireBuild, temporaryDir } from '../helpers/test-app.ts';

const unavailable = { success: false, error: 'Service temporarily unavailable', code: 'unavailable' };

async function submitAll(server: ServerProcess, names: string[], shape: ContactShape = {}) {
  const outcomes: ContactOutcome[] = [];
  for (const name of names) outcomes.push(await postContact(server.url, name, shape));
  return outcomes;
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

/** The names stored in the SQLite database under `dataDir`, read by a connection of the test's own. */
async function storedNames(dataDir: string) {
  const db = connect({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
  try {
    return new Set((await db.selectFrom('contact_submissions').select('name').execute()).map((row) => row.name));
  } finally {
    await db.destroy();
  }
}

/** A 503 in the envelope (JSON clients) or the form's error page with the same message (browsers without JS). */
function expectUnavailable(outcomes: ContactOutcome[], shape: ContactShape['as'] = 'json') {
  for (const outcome of outcomes) {
    expect(outcome.status, outcome.name).toBe(503);
    if (shape === 'form') {
      expect(outcome.body).toEqual(expect.stringContaining('Your message was not sent'));
      expect(outcome.body).toEqual(
        expect.stringContaining('Failed to submit your message: Service temporarily unavailable. Please try again.'),
      );
    } else {
      expect(outcome.body).toEqual(unavailable);
    }
  }
}

const unavailableLog = (server: ServerProcess) =>
  server
    .logs()
    .filter((line) => line.msg === 'service unavailable')
    .map((line) => line.cause);

describe.skipIf(skipDiskFaults)('a full or read-only data directory', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()!();
      } catch {
        // cleaning up after a failure; the failure is what the report shows
      }
    }
  });

  it('answers 503 while the disk is full, stores nothing it refused, and recovers when space is freed', async () => {
    requireBuild();
    const disk = tmpfsDir(8);
    cleanups.push(disk.unmount);
    const server = await startServer({ env: { DATA_DIR: disk.dir, CONTACT_RATE_LIMIT: '100000/1m' } });
    cleanups.push(() => server.kill());

    const before = await submitAll(server, names('Full-before', 3));
    expect(before.map((outcome) => outcome.status)).toEqual([200, 200, 200]);

    const filler = disk.fill();
    const full = await submitAll(server, names('Full-json', 3));
    expectUnavailable(full);
    // A CV is stored with its submission: when that write fails, nothing is acknowledged.
    const cv = await submitAll(server, names('Full-cv', 2), { as: 'cv', cvBytes: 300 * 1024 });
    expectUnavailable(cv);
    const form = await submitAll(server, names('Full-form', 1), { as: 'form' });
    expectUnavailable(form, 'form');
    expect(unavailableLog(server)).toContain('disk full');
    // The pages do not need to write.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    fs.rmSync(filler);
    const after = [
      ...(await submitAll(server, names('Full-after', 2))),
      ...(await submitAll(server, names('Full-after-cv', 1), { as: 'cv', cvBytes: 300 * 1024 })),
    ];
    expect(after.map((outcome) => outcome.status)).toEqual([200, 200, 200]);
    expect((await server.stop()).code).toBe(0);

    const stored = await storedNames(disk.dir);
    expect([...stored].sort()).toEqual(acknowledged([...before, ...after]).sort());
  }, 60_000);

  it('answers 503 once the filesystem turns read-only under it, and stores nothing it refused', async () => {
    requireBuild();
    const disk = ext4Dir(32);
    cleanups.push(disk.unmount);
    const server = await startServer({ env: { DATA_DIR: disk.dir, CONTACT_RATE_LIMIT: '100000/1m' } });
    cleanups.push(() => server.kill());

    const before = await submitAll(server, names('Ro-before', 3));
    expect(before.map((outcome) => outcome.status)).toEqual([200, 200, 200]);

    // No write-back by hand: SQLite commits with synchronous=FULL (decision 0009), so what was
    // acknowledged is on the disk before the answer, and the cut loses none of it.
    disk.failNow();
    expect(disk.readOnly()).toBe(true);
    const readOnly = [
      ...(await submitAll(server, names('Ro-json', 3))),
      ...(await submitAll(server, names('Ro-cv', 1), { as: 'cv' })),
    ];
    expectUnavailable(readOnly);
    const form = await submitAll(server, names('Ro-form', 1), { as: 'form' });
    expectUnavailable(form, 'form');
    // SQLite reports the kernel's EROFS as an I/O error (SQLITE_IOERR_WRITE).
    expect(unavailableLog(server)).toContain('storage failure');
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    await server.kill();
    disk.remount();
    const stored = await storedNames(disk.dir);
    expect([...stored].sort()).toEqual(acknowledged(before).sort());
  }, 60_000);

  it('as nobody: keeps storing through open files when its directory is made read-only, then refuses to start on it', async () => {
    requireBuild();
    const nobody = {
      uid: Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' })),
    };
    const dataDir = temporaryDir('rebels-nobody-');
    fs.chownSync(dataDir, nobody.uid, nobody.gid);
    const env = { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '100000/1m' };
    const server = await startServer({ env, user: nobody });
    cleanups.push(() => server.kill());
    const before = await submitAll(server, names('Perm-before', 2));

    // Permissions are checked when a file is opened: SQLite's database and WAL are open
    // already, so writes go on; only new files (the .eml mail) fail, and are retried.
    for (const file of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, file), 0o444);
    fs.chmodSync(dataDir, 0o555);
    const during = await submitAll(server, names('Perm-during', 2));
    expect([...before, ...during].map((outcome) => outcome.status)).toEqual([200, 200, 200, 200]);
    await waitFor(
      () => server.logs().some((line) => line.msg === 'mail not sent'),
      15_000,
      () => 'the .eml files were written in a read-only directory',
    );
    expect(server.child.exitCode).toBeNull();
    await server.stop();
    expect([...(await storedNames(dataDir))].sort()).toEqual(acknowledged([...before, ...during]).sort());

    // Started again on it, the server cannot open its database and says so in one line.
    const again = await startServer({ env, user: nobody, waitForHealth: false });
    cleanups.push(() => again.kill());
    expect((await again.exited).code).toBe(1);
    expect(again.output()).toMatch(
      /^Cannot start: The SQLite database \S+app\.db cannot be used \(storage read-only; SQLITE_READONLY\w*: .+\)\. DATA_DIR \(.+\) must be a directory this user can write, with free space\.\n$/,
    );
  }, 60_000);

  it('refuses a whole SQLite group commit that SQLite rolled back by itself, and stores none of it', async () => {
    const disk = tmpfsDir(8);
    cleanups.push(disk.unmount);
    const db = connect({ kind: 'sqlite', file: path.join(disk.dir, 'app.db') });
    cleanups.push(() => db.destroy());
    await migrate(db);
    const save = (name: string, cvBytes: number) => {
      const pdf = pdfFile();
      const cv = cvBytes ? cvFile(Buffer.concat([pdf, Buffer.alloc(cvBytes - pdf.length, 0x20)]), 'cv.pdf') : null;
      const submission = ContactSubmissionSchema.parse(jobPayload({ name }));
      return saveSubmission(db, { submission, status: 'received', cv, submittedAt: new Date() }, () => []);
    };
    // When a transaction outgrows SQLite's page cache, pages spill into the WAL before the
    // COMMIT; on a full disk that write fails mid-transaction and SQLite rolls the whole
    // transaction back itself. better-sqlite3's cache is 16 MB (a batch of four 5 MB CVs);
    // a small cache reaches the same path with one CV.
    await sql`pragma cache_size = 50`.execute(db);
    // 1 MB left free; one batch (one turn of the event loop): a small save, a 1.5 MB CV
    // that spills, and a small save that would then run outside any transaction.
    const filler = disk.fill();
    fs.truncateSync(filler, fs.statSync(filler).size - 1024 * 1024);
    const outcomes = await Promise.allSettled([save('Batch-1', 0), save('Batch-2', 1536 * 1024), save('Batch-3', 0)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    }
    expect(await db.selectFrom('contact_submissions').select('name').execute()).toEqual([]);
  }, 30_000);
});
