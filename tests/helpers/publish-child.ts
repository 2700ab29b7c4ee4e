// A process that publishes posts, one after another, for a test to kill -9 at any moment (tests/faults/
// faults-publish.test.ts): `node tests/helpers/publish-child.ts <dataDir> <staticDir> <key>...`. It says `publishing
// <key>` before each and `published <key>` after, on stdout.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createContentService } from '#server/content/content.service.ts';
import { connect } from '#server/db/connect.ts';
import { createLiveSite } from '#server/publish/live-site.ts';
import { newPost } from './content.ts';

const [dataDir, staticDir, ...keys] = process.argv.slice(2) as [string, string, ...string[]];
const database = { kind: 'sqlite', file: path.join(dataDir, 'app.db') } as const;
const db = connect(database);
const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
} as never as FastifyBaseLogger;
const site = createLiveSite({
  staticDir,
  siteDir: path.join(dataDir, 'site'),
  db,
  database,
  log,
});
await site.start();
const content = createContentService({ db, site });
for (const [index, key] of keys.entries()) {
  console.log(`publishing ${key}`);
  // An id of its own per key ('…-round-3' → 503), as no two posts may share one.
  const id = String(500 + Number(/(\d+)$/.exec(key)?.[1] ?? index));
  await content.publishItem({ type: 'post', key, data: newPost({ id }) }, 0, 'admin');
  console.log(`published ${key}`);
}
await site.close();
await db.destroy();
// The render's libraries may keep idle handles open (image and font workers): done is done.
process.exit(0);
