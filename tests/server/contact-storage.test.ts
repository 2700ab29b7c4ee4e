import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ContactSubmissionSchema } from '#contracts/contact.ts';
import { listSubmissions, saveSubmission } from '#server/contact/contact.repository.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { companyPayload, countOutbox, countSubmissions } from '../helpers/contact.ts';
import { describeEachDatabase, isolatedDatabase, testConfig } from '../helpers/test-app.ts';

const submission = (name: string) => ContactSubmissionSchema.parse(companyPayload({ name }));
const mail = (submissionId: number) => [
  { submissionId, kind: 'notification' as const, to: 'team@example.com', replyTo: null, subject: 'New', text: 'Hi' },
];

describeEachDatabase('saving a submission with its e-mails on $name', ({ env }) => {
  async function withDb(test: (db: ReturnType<typeof connect>) => Promise<void>) {
    const isolated = await isolatedDatabase(env);
    const db = connect(testConfig(isolated.env).database);
    try {
      await migrate(db);
      await test(db);
    } finally {
      await db.destroy();
      await isolated.drop();
    }
  }

  it('stores both or neither: a failure after the submission insert rolls it back', async () => {
    await withDb(async (db) => {
      await expect(
        saveSubmission(
          db,
          { submission: submission('Rolled Back'), status: 'received', cv: null, submittedAt: new Date() },
          () => {
            throw new Error('rendering the e-mail failed');
          },
        ),
      ).rejects.toThrow('rendering the e-mail failed');
      expect(await countSubmissions(db)).toBe(0);
      expect(await countOutbox(db)).toBe(0);

      // The connection is usable afterwards: no transaction was left open.
      const id = await saveSubmission(
        db,
        { submission: submission('Kept'), status: 'received', cv: null, submittedAt: new Date() },
        mail,
      );
      expect((await listSubmissions(db)).map((row) => [row.id, row.name])).toEqual([[id, 'Kept']]);
      expect(await countOutbox(db)).toBe(1);
    });
  });

  it('a failing save among concurrent ones rolls back alone; the others are stored', async () => {
    await withDb(async (db) => {
      const save = (name: string, fail = false) =>
        saveSubmission(
          db,
          { submission: submission(name), status: 'received', cv: null, submittedAt: new Date() },
          (id) => {
            if (fail) throw new Error(`no e-mail for ${name}`);
            return mail(id);
          },
        );
      const results = await Promise.allSettled([save('First'), save('Broken', true), save('Third')]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await listSubmissions(db)).map((row) => row.name).sort()).toEqual(['First', 'Third']);
      expect(await countOutbox(db)).toBe(2);
    });
  });

  it('keeps 200 concurrent saves apart: each gets its own id and its own e-mail row', async () => {
    await withDb(async (db) => {
      const ids = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          saveSubmission(
            db,
            { submission: submission(`Concurrent ${index}`), status: 'received', cv: null, submittedAt: new Date() },
            mail,
          ),
        ),
      );
      expect(new Set(ids).size).toBe(200);
      expect(await countSubmissions(db)).toBe(200);
      expect(await countOutbox(db)).toBe(200);
      const { rows } = await sql<{ orphans: number | string }>`
        select count(*) as orphans from mail_outbox o
        left join contact_submissions s on s.id = o.submission_id where s.id is null`.execute(db);
      expect(Number(rows[0]?.orphans)).toBe(0);
    });
  });
});
