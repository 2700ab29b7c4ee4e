// Erased means erased (issue 33 item 1, decision 0042): after a privacy erasure, a submission's
// Delete and the retention purge, a byte search of the whole DATA_DIR (the database, its -wal and
// -shm, the mail folder) finds neither the person's address, nor their name, nor a sentence of
// their CV, while the server runs and after it stops. SQLite only: PostgreSQL's files are not the
// server's (what stays there, and for how long, is in docs/deploy.md).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { createMailTransport, type MailTransport } from '#server/mail/mail.transport.ts';
import { type AdminApp, buildAdminApp, enrollAdmin, post, setupAdmin, testPasswordCost } from '../helpers/admin.ts';
import { companyPayload, fieldParts, jobPayload, multipartBody } from '../helpers/contact.ts';
import { testConfig } from '../helpers/test-app.ts';

const day = 24 * 60 * 60 * 1000;

/** A person with words found nowhere else, and a CV (a PDF with a sentence of its own). */
function person(tag: string) {
  const name = `Quirina Zevenbergen-${tag}`;
  const email = `quirina.${tag.toLowerCase()}@erasure.example`;
  const sentence = `Kept the lighthouse of Westkapelle running for ${tag} winters`;
  const cv = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n% ${sentence}\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
  return { name, email, sentence, cv, needles: [email, name, sentence] };
}

/** Every file under `dir`, read as bytes, with the needles each holds (case-insensitive, in Latin-1). */
function hits(dir: string, needles: string[]) {
  const found: string[] = [];
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full).toString('latin1').toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${file}: ${needle}`);
  }
  return found;
}

describe('an erasure reaches every copy on disk (SQLite)', () => {
  let ctx: AdminApp | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  /** A server with one admin, the person's job application with its CV, and a bystander's inquiry, all e-mailed. */
  async function withPerson(tag: string) {
    ctx = await buildAdminApp({ JOB_RETENTION_DAYS: '28', RETENTION_DAYS: '365' });
    const { app } = ctx;
    const admin = await enrollAdmin(app, (await setupAdmin(app)).body, { clock: ctx.clock });
    const subject = person(tag);
    const body = multipartBody([
      ...fieldParts(jobPayload({ name: subject.name, email: subject.email, experience: subject.sentence })),
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: subject.cv },
    ]);
    const job = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': body.contentType, accept: 'application/json' },
      payload: body.payload,
    });
    expect(job.statusCode).toBe(200);
    const bystander = 'Bartholomeus Bystander';
    expect(
      (await post(app, '/api/contact', undefined, companyPayload({ name: bystander, email: 'by@stander.example' })))
        .statusCode,
    ).toBe(200);
    // The outbox writes each e-mail (the notification with the CV attached, the confirmation) as an .eml file.
    while ((await app.outbox.runOnce()) > 0);
    const mailDir = ctx.config.mail.dir;
    expect(fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))).toHaveLength(3);
    // The search finds what is there: before the erasure, every needle is on disk, and the bystander always is.
    expect(hits(ctx.config.dataDir, subject.needles).length).toBeGreaterThanOrEqual(3);
    const row = await ctx.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('email', '=', subject.email)
      .executeTakeFirstOrThrow();
    return { app, admin, subject, bystander, submissionId: Number(row.id) };
  }

  async function expectGone(subject: ReturnType<typeof person>, bystander: string) {
    const { dataDir } = ctx!.config;
    expect(hits(dataDir, subject.needles), 'while the server runs').toEqual([]);
    expect(hits(dataDir, [bystander]).length, 'the bystander stays').toBeGreaterThan(0);
    await ctx!.close();
    ctx = undefined;
    expect(hits(dataDir, subject.needles), 'after it stopped').toEqual([]);
  }

  it('a privacy erasure', async () => {
    const { app, admin, subject, bystander } = await withPerson('Eleven');
    const erased = await post(app, '/api/admin/privacy/erase', admin.cookie, {
      email: subject.email,
      confirm: subject.email,
    });
    expect(erased.json()).toMatchObject({ success: true, submissions: 1, emails: 2, files: 2 });
    await expectGone(subject, bystander);
  });

  it("a submission's Delete in the inbox", async () => {
    const { app, admin, subject, bystander, submissionId } = await withPerson('Twelve');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/submissions/${submissionId}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    // What the privacy search can find, it finds: nothing now.
    const found = await post(app, '/api/admin/privacy/search', admin.cookie, { email: subject.email });
    expect(found.json()).toMatchObject({ submissions: [], emails: [] });
    await expectGone(subject, bystander);
  });

  it('the retention purge', async () => {
    const { app, subject, bystander } = await withPerson('Thirteen');
    // Past the 28 days a job application is kept; the inquiry (365 days) stays.
    ctx!.clock.advance(29 * day);
    // An .eml file whose submission a Delete of an older server erased without it: the purge takes it too.
    const orphan = path.join(ctx!.config.mail.dir, '9999.eml');
    fs.writeFileSync(orphan, `To: ${subject.email}\nSubject: ${subject.name}\n\nLeft behind.\n`);
    expect(await app.retentionPurge()).toMatchObject({ submissions: 1 });
    expect(fs.existsSync(orphan)).toBe(false);
    await expectGone(subject, bystander);
  });

  it('an .eml file written while its submission was being erased goes too', async () => {
    // A transport that holds the send of the notification until the erasure is done, then writes its file.
    const config = testConfig({ CONTACT_RATE_LIMIT: '1000/1m' });
    const db = connect(config.database);
    await migrate(db);
    const files = createMailTransport(config.mail);
    let release!: () => void;
    const erasedFirst = new Promise<void>((resolve) => (release = resolve));
    const transport: MailTransport = {
      ...files,
      async send(message, key) {
        await erasedFirst;
        await files.send(message, key);
      },
    };
    const app = await buildApp(config, { db, logger: false, mailTransport: transport, passwordCost: testPasswordCost });
    try {
      const admin = await enrollAdmin(app, (await setupAdmin(app)).body);
      const subject = person('Fourteen');
      await post(app, '/api/contact', undefined, companyPayload({ name: subject.name, email: subject.email }));
      const sending = app.outbox.runOnce();
      const erased = await post(app, '/api/admin/privacy/erase', admin.cookie, {
        email: subject.email,
        confirm: subject.email,
      });
      expect(erased.json()).toMatchObject({ submissions: 1, files: 0 });
      release();
      expect(await sending).toBe(1);
      expect(fs.existsSync(config.mail.dir) ? fs.readdirSync(config.mail.dir) : []).toEqual([]);
      expect(hits(config.dataDir, subject.needles)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('a database from before secure_delete', () => {
  it('is vacuumed once at start, so content deleted before leaves the file', async () => {
    const config = testConfig();
    const first = connect(config.database);
    await migrate(first);
    await first.destroy();
    // As an older server left it: content deleted without secure_delete, and no vacuum done yet.
    const raw = new SQLite(path.join(config.dataDir, 'app.db'));
    raw.pragma('secure_delete = OFF');
    raw.pragma('user_version = 0');
    raw
      .prepare(`insert into contact_submissions (form_type, status, name, email, submitted_at) values (?, ?, ?, ?, ?)`)
      .run('company', 'received', 'Deleted Long Ago', 'long.ago@erasure.example', new Date().toISOString());
    raw.prepare(`delete from contact_submissions`).run();
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    expect(hits(config.dataDir, ['long.ago@erasure.example']).length).toBeGreaterThan(0);
    const db = connect(config.database);
    await migrate(db);
    expect(hits(config.dataDir, ['long.ago@erasure.example'])).toEqual([]);
    // Once: the next start does not vacuum again.
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
    expect(rows[0]!.user_version).toBe(1);
    await db.destroy();
  });
});
