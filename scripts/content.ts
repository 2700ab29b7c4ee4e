// `npm run content -- <command> DIR`: the operator's way to move the site's content between the database and a
// content pack folder (decision 0072), so it can be backed up, diffed and reviewed in git.
//   export DIR   writes every stored item as a file of DIR (DIR then holds exactly the stored content)
//   import DIR   checks every file of DIR first; writes nothing unless all pass, then makes the store equal to DIR
// Uses the same configuration (DATA_DIR, DATABASE_URL) as the server. Exit codes: 0 done, 1 refused, 2 usage.
import path from 'node:path';
import { describeErrors } from '#contracts/content/pack.ts';
import { createAuditTrail } from '#server/audit/index.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { createContentService } from '#server/content/index.ts';
import { createMediaLibrary } from '#server/media/index.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';

const usage = 'Usage: npm run content -- export DIR | import DIR';

async function main() {
  const [command, dir, ...rest] = process.argv.slice(2);
  if ((command !== 'export' && command !== 'import') || !dir || rest.length) {
    console.error(usage);
    return 2;
  }
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  const config = loadConfig();
  const db = connect(config.database);
  try {
    await migrate(db);
    const audit = createAuditTrail({ db, retentionDays: config.auditRetentionDays });
    const media = createMediaLibrary({ db, cacheDir: path.join(config.dataDir, 'media'), log: console });
    const content = createContentService({ db, audit, media });
    const operator = { actor: `cli:${process.env.USER ?? 'operator'}`, ip: null };
    if (command === 'export') {
      const count = await content.exportDir(folder);
      console.log(`Exported ${count} items to ${folder}.`);
      return 0;
    }
    const result = await content.importDir(folder, operator);
    if (!result.ok) {
      console.error(
        `Nothing imported: ${result.errors.length} problem(s) in ${folder}:\n${describeErrors(result.errors)}`,
      );
      return 1;
    }
    // Every image the pack brought is made before the command ends (a server would make what is left on first ask).
    await media.idle();
    const { added, changed, removed, unchanged } = result.changes;
    console.log(`Imported ${folder}: ${added} added, ${changed} changed, ${removed} removed, ${unchanged} unchanged.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
