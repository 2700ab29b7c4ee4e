// The site's content in the database (issue 35, decision 0072): a fresh install starts from the repository's pack,
// `npm run content -- export DIR` and `import DIR` round-trip exactly, and an import checks everything before it
// writes anything, naming each bad file and field. On a SQLite file and on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkPack } from '#contracts/content/pack.ts';
import { REPOSITORY_PACK, readPackDir } from '#contracts/content/pack-files.ts';
import { createAuditTrail } from '#server/audit/index.ts';
import type { ContentType } from '#contracts/content/index.ts';
import { createContentService } from '#server/content/index.ts';
import { VERSIONS_KEPT, addVersion, findVersion, listVersions } from '#server/content/versions.repository.ts';
import { type Db, connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';
import { filesUnder } from '../../scripts/lib/files.ts';
import { describeEachDatabase, isolatedDatabase, temporaryDir, testConfig } from '../helpers/test-app.ts';

/** Every file of a folder with its bytes, by path relative to it; a pack's README is not content. */
const filesOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    filesUnder(dir, /./)
      .map((file) => [path.relative(dir, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')] as const)
      .filter(([file]) => file !== 'README.md'),
  );

/** A copy of the repository's pack to change as an editor or a careless operator might. */
function packCopy() {
  const dir = path.join(temporaryDir(), 'pack');
  fs.cpSync(REPOSITORY_PACK, dir, { recursive: true });
  return dir;
}
const edit = (dir: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));

const operator = { actor: 'cli:test', ip: null };

describeEachDatabase('content in the database ($name)', (database) => {
  let db: Db;
  let env: NodeJS.ProcessEnv;
  let drop: () => Promise<void>;
  let content: ReturnType<typeof createContentService>;

  beforeAll(async () => {
    const isolated = await isolatedDatabase(database.env);
    env = isolated.env;
    drop = isolated.drop;
    db = connect(testConfig(env).database);
    await migrate(db);
    content = createContentService({ db, audit: createAuditTrail({ db, retentionDays: 30 }) });
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('starts a fresh install from the pack, once: a second start changes nothing stored', async () => {
    expect(await content.seed(REPOSITORY_PACK)).toBe(readPackDir(REPOSITORY_PACK).items.length);
    const [first] = await db.selectFrom('content_items').selectAll().where('item_key', '=', 'prorail').execute();
    expect(first).toMatchObject({ type: 'story', revision: 1, updated_by: 'seed' });
    expect(await content.seed(REPOSITORY_PACK)).toBe(0);
    const checked = checkPack(await content.items());
    expect(checked.errors).toEqual([]);
    expect(checked.pack?.story).toHaveLength(17);
  });

  it('exports exactly the pack it was seeded from, byte for byte, and imports that export as unchanged', async () => {
    const out = path.join(temporaryDir(), 'export');
    expect(await content.exportDir(out)).toBe(Object.keys(filesOf(REPOSITORY_PACK)).length);
    expect(filesOf(out)).toEqual(filesOf(REPOSITORY_PACK));
    const again = await content.importDir(out, operator);
    expect(again).toEqual({ ok: true, changes: { added: 0, changed: 0, removed: 0, unchanged: expect.any(Number) } });
  });

  it('imports a changed pack: the changed item at its next revision, a removed file removed, an added one added', async () => {
    const dir = packCopy();
    edit(dir, 'stories/ayvens.yaml', (text) => text.replace('Automotive\n  nl: Automotive', 'Automotive\n  nl: Auto'));
    fs.renameSync(path.join(dir, 'posts/building-ai-implementation-teams.md'), path.join(dir, 'posts/teams.md'));
    const result = await content.importDir(dir, operator);
    expect(result).toEqual({ ok: true, changes: expect.objectContaining({ added: 1, changed: 1, removed: 1 }) });
    const ayvens = await db.selectFrom('content_items').selectAll().where('item_key', '=', 'ayvens').executeTakeFirst();
    expect(ayvens).toMatchObject({ revision: 2, updated_by: 'cli:test' });
    expect(JSON.parse(ayvens!.data).industry).toEqual({ en: 'Automotive', nl: 'Auto' });
    const out = path.join(temporaryDir(), 'export');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'README.md'), 'kept');
    fs.mkdirSync(path.join(out, 'posts'));
    fs.writeFileSync(path.join(out, 'posts/stale.md'), 'an item no longer stored');
    await content.exportDir(out);
    expect(filesOf(out)).toEqual(filesOf(dir));
    expect(fs.readFileSync(path.join(out, 'README.md'), 'utf8')).toBe('kept');
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'content.imported').execute();
    expect(audit.at(-1)).toMatchObject({
      actor: 'cli:test',
      outcome: 'success',
      detail: '1 added, 1 changed, 1 removed',
    });
    // Each item the import wrote or removed has it in its history, so what it replaced comes back in one click.
    const history = async (type: ContentType, key: string) =>
      (await listVersions(db, type, key)).map(({ kind, revision, savedBy }) => ({ kind, revision, savedBy }));
    expect(await history('story', 'ayvens')).toEqual([{ kind: 'imported', revision: 2, savedBy: 'cli:test' }]);
    expect(await history('post', 'teams')).toEqual([{ kind: 'imported', revision: 1, savedBy: 'cli:test' }]);
    const [removed] = await listVersions(db, 'post', 'building-ai-implementation-teams');
    expect(removed).toMatchObject({ kind: 'unpublished', savedBy: 'cli:test' });
    const removedData = await findVersion(db, 'post', 'building-ai-implementation-teams', removed!.id);
    expect(removedData?.data).toMatchObject({ title: { en: expect.stringMatching(/\S/) } });
    expect((await content.importDir(REPOSITORY_PACK, operator)).ok).toBe(true);
    expect((await history('story', 'ayvens'))[0]).toEqual({ kind: 'imported', revision: 3, savedBy: 'cli:test' });
  });

  it('keeps the newest versions an item’s history shows, and lets older ones go', async () => {
    const item = { type: 'story' as const, key: 'version-cap', data: { n: 0 } };
    for (let n = 1; n <= VERSIONS_KEPT + 5; n += 1)
      await addVersion(
        db,
        { ...item, data: { n } },
        { kind: 'published', revision: n, actor: 'cli:test', now: new Date().toISOString() },
      );
    const kept = await listVersions(db, 'story', 'version-cap', 10_000);
    expect(kept).toHaveLength(VERSIONS_KEPT);
    expect([kept[0]?.revision, kept.at(-1)?.revision]).toEqual([VERSIONS_KEPT + 5, 6]);
    expect(await listVersions(db, 'story', 'ayvens', 10_000)).not.toHaveLength(0);
  });

  it('refuses a pack with any bad file, names each file and field, and writes nothing', async () => {
    const before = await content.items();
    const dir = packCopy();
    edit(dir, 'stories/prorail.yaml', (text) =>
      text.replace(/^title:\n {2}en: .*\n {2}nl: .*\n/m, 'title:\n  en: ProRail\n'),
    );
    edit(dir, 'jobs/gen-ai-consultant.yaml', (text) => text.replace(/^id: \d+$/m, 'id: 1'));
    edit(dir, 'team.yaml', (text) => `${text}sneaky: field\n`);
    edit(dir, 'pages/home.yaml', (text) => text.replace(/\{\{site\.name\}\}/, '{{site.nmae}}'));
    fs.writeFileSync(path.join(dir, 'stories/new.yaml'), 'id: [unclosed');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not content');
    // An edit that alone would pass: nothing of it may be written while other files fail.
    edit(dir, 'stories/ayvens.yaml', (text) => text.replace('nl: Automotive', 'nl: Auto'));
    const read = await content.importDir(dir, operator);
    expect(read.ok).toBe(false);
    const files = !read.ok && read.errors.map((error) => error.file);
    expect(files).toEqual(expect.arrayContaining(['notes.txt', 'stories/new.yaml']));
    // The unreadable files stop the import before any schema check; with them gone, every schema error is named.
    fs.rmSync(path.join(dir, 'notes.txt'));
    fs.rmSync(path.join(dir, 'stories/new.yaml'));
    const checked = await content.importDir(dir, operator);
    expect(!checked.ok && checked.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'stories/prorail.yaml', field: 'title.nl' }),
        expect.objectContaining({ file: 'team.yaml', field: 'sneaky' }),
        expect.objectContaining({ file: 'pages/home.yaml', message: 'unknown placeholder {{site.nmae}}' }),
      ]),
    );
    fs.rmSync(path.join(dir, 'team.yaml'));
    edit(dir, 'stories/prorail.yaml', () =>
      fs.readFileSync(path.join(REPOSITORY_PACK, 'stories/prorail.yaml'), 'utf8'),
    );
    edit(dir, 'pages/home.yaml', () => fs.readFileSync(path.join(REPOSITORY_PACK, 'pages/home.yaml'), 'utf8'));
    const missing = await content.importDir(dir, operator);
    expect(!missing.ok && missing.errors).toEqual([
      { file: 'team.yaml', field: '', message: 'missing: every pack has this file' },
    ]);
    // What must hold across items is checked once every item passes on its own.
    fs.copyFileSync(path.join(REPOSITORY_PACK, 'team.yaml'), path.join(dir, 'team.yaml'));
    const across = await content.importDir(dir, operator);
    expect(!across.ok && across.errors).toEqual([
      {
        file: 'jobs/machine-learning-engineer.yaml',
        field: 'id',
        message: '1 is also the id of jobs/gen-ai-consultant.yaml',
      },
    ]);
    expect(await content.items()).toEqual(before);
    const refused = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.imported')
      .where('outcome', '=', 'refused')
      .execute();
    expect(refused.map((entry) => entry.actor)).toEqual(Array(4).fill('cli:test'));
  });

  it('refuses a post body of 5 MB, a file over the size limit, and text that is not UTF-8', async () => {
    const before = await content.items();
    const dir = packCopy();
    edit(dir, 'posts/measuring-roi-ai-projects.md', (text) =>
      text.replace('<!-- nl -->', `${'x'.repeat(5e6)}\n<!-- nl -->`),
    );
    fs.writeFileSync(path.join(dir, 'stories/latin1.yaml'), Buffer.from([0x69, 0x64, 0x3a, 0x20, 0xe9, 0x0a]));
    const result = await content.importDir(dir, operator);
    expect(!result.ok && result.errors).toEqual([
      expect.objectContaining({
        file: 'posts/measuring-roi-ai-projects.md',
        message: expect.stringMatching(/bytes, more than/),
      }),
      { file: 'stories/latin1.yaml', field: '', message: 'not UTF-8 text' },
    ]);
    fs.rmSync(path.join(dir, 'stories/latin1.yaml'));
    edit(dir, 'posts/measuring-roi-ai-projects.md', (text) => text.replace('x'.repeat(5e6), 'x'.repeat(250_000)));
    const long = await content.importDir(dir, operator);
    expect(!long.ok && long.errors).toEqual([
      { file: 'posts/measuring-roi-ai-projects.md', field: 'body.en', message: 'At most 200,000 characters' },
    ]);
    expect(await content.items()).toEqual(before);
  });

  it('round-trips through the command line an operator runs', () => {
    // A database of the CLI's own: an empty SQLite file, or this suite's PostgreSQL schema, already holding the pack.
    const cliEnv = database.env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : { DATABASE_URL: '' };
    const dataDir = temporaryDir();
    const runHere = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/content.ts', ...args], {
        encoding: 'utf8',
        env: { ...process.env, ...cliEnv, DATA_DIR: dataDir, INIT_CWD: '' },
      });
    const out = path.join(temporaryDir(), 'export');
    // A database the CLI meets empty holds nothing until it imports.
    expect(runHere('import', REPOSITORY_PACK)).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^Imported /),
    });
    expect(runHere('export', out)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Exported \d+ items/) });
    expect(filesOf(out)).toEqual(filesOf(REPOSITORY_PACK));
    edit(out, 'clients.yaml', (text) => text.replace('img: ', 'img: comic-'));
    const refused = runHere('import', out);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Nothing imported: 1 problem(s)');
    expect(refused.stderr).toMatch(/^clients\.yaml: 0\.img: /m);
    expect(runHere('frobnicate', out).status).toBe(2);
  }, 120_000);
});
