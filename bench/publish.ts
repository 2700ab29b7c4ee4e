// A publish (issue 35, decisions 0072 and 0073), measured as an editor and a visitor feel it, in one run:
// 1. the whole site rendered from the store's content by the build's own server code, and one post's change rendered
//    beside the live site (what a publish renders: only the pages the change reaches);
// 2. publish to visible on one instance (SQLite): from the editor's PUT until a visitor's request gets the new page;
// 3. the same on two instances sharing PostgreSQL: published on one, polled on the other until it serves it;
// 4. Lighthouse (mobile, at the host-matched slowdown) on a post and a story published through the studio's API,
//    beside a post and a story as the build rendered them and the floor page, in one run on one server.
// Prints a table of medians and p95s against the budget (publish to visible p95 ≤ 2 s) and Lighthouse's report with
// its budgets. Run with `npm run bench:publish` after `npm run build`; PostgreSQL as for the tests
// (TEST_DATABASE_URL, or SKIP_POSTGRES=1); SKIP_LIGHTHOUSE=1 leaves part 4 out, BENCH_RUNS sets its runs (3).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPOSITORY_PACK, readPackDir } from '../contracts/content/pack-files.ts';
import { currentGeneration } from '../server/publish/generations.ts';
import { liveFilesIn, loadSiteBuild, renderSite } from '../server/publish/index.ts';
import { enrollAdmin, overHttp, setupAdmin } from '../tests/helpers/admin-steps.ts';
import { newPost } from '../tests/helpers/content.ts';
import { type ServerProcess, startServerOnFreePort, waitForHealth } from '../scripts/lib/server-process.ts';
import { temporaryDir } from '../scripts/lib/temporary-dir.ts';
import { median, renderTable } from './lib/format.ts';
import { FLOOR_PATH, writeFloorPage } from './lib/floor.ts';
import { renderLighthouseReport, runLighthouse } from './lib/lighthouse.ts';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { benchSchema } from './lib/postgres.ts';
import { startServer } from './lib/server.ts';

const runs = Number(process.env.BENCH_ITERATIONS ?? 5);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 10);
const budgetMs = 2000;
const p95 = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

// 1. The render alone.
const build = await loadSiteBuild(path.resolve('build'));
const items = readPackDir(REPOSITORY_PACK).items;
const times: number[] = [];
let pages = 0;
for (let run = 0; run < runs + 1; run += 1) {
  const start = performance.now();
  const rendered = await renderSite(build, items);
  // The first run loads the route modules and warms the JIT: not counted.
  if (run > 0) times.push(performance.now() - start);
  pages = rendered.paths.length;
}
// A publish of one post's new title with the build live: only the pages whose loader data changed are rendered.
const live = liveFilesIn(path.resolve('build/client'));
const onePost = (title: string) =>
  items.map((item) =>
    item.type === 'post' && item.key === 'measuring-roi-ai-projects'
      ? { ...item, data: { ...(item.data as object), title: { en: title, nl: title } } }
      : item,
  );
const partialTimes: number[] = [];
let partialPages = 0;
for (let run = 0; run < runs + 1; run += 1) {
  const start = performance.now();
  const rendered = await renderSite(build, onePost(`Bench title ${run}`), live);
  if (run > 0) partialTimes.push(performance.now() - start);
  partialPages = rendered.rendered;
}

/** An admin's session on a fresh instance at `origin`: the one-time setup and the first sign-in, over HTTP. */
async function signedIn(origin: string) {
  const http = overHttp(origin);
  const { body } = await setupAdmin(http);
  return (await enrollAdmin(http, body as { username: string; password: string })).cookie;
}

/** Publishes `publishes` titles on `on`, each timed until `seenOn` serves its page with it. */
async function publishToVisible(on: ServerProcess, seenOn: ServerProcess, cookie: string) {
  const timings: number[] = [];
  let revision = 0;
  for (let index = 0; index < publishes; index += 1) {
    const title = `Bench title ${index} ${Date.now()}`;
    const start = performance.now();
    const response = await fetch(`${on.url}/api/admin/content/post/bench-post`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: on.url },
      body: JSON.stringify({ revision, data: newPost({ title: { en: title, nl: title } }) }),
    });
    if (!response.ok) throw new Error(`publish ${index}: ${response.status} ${await response.text()}`);
    revision = ((await response.json()) as { item: { revision: number } }).item.revision;
    for (;;) {
      const page = await fetch(`${seenOn.url}/blog/bench-post`);
      if (page.ok && (await page.text()).includes(title)) break;
      if (performance.now() - start > 30_000) throw new Error(`publish ${index} not visible after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    timings.push(performance.now() - start);
    if (process.env.BENCH_VERBOSE) console.log(index, Math.round(performance.now() - start));
  }
  return timings;
}

const rows: string[][] = [];
const row = (what: string, values: readonly number[], budget?: number) =>
  rows.push([
    what,
    String(values.length),
    (median(values) ?? Number.NaN).toFixed(0),
    (p95(values) ?? Number.NaN).toFixed(0),
    budget === undefined ? '' : `≤ ${budget}`,
    budget === undefined ? '' : (p95(values) ?? Infinity) <= budget ? 'yes' : 'NO',
  ]);
row(`render the whole site (${pages} pages)`, times);
row(`render one post's change (${partialPages} of ${pages} pages)`, partialTimes, 300);

// 2. One instance on SQLite.
const single = await startServerOnFreePort({ DATA_DIR: temporaryDir('rebels-bench-publish-') });
try {
  await waitForHealth(single);
  const timings = await publishToVisible(single, single, await signedIn(single.url));
  row('publish to visible, one instance (SQLite)', timings.slice(1), budgetMs);
  row('  the first after the start', timings.slice(0, 1));
} finally {
  await single.stop();
}

// 3. Two instances on one PostgreSQL schema of their own.
if (process.env.SKIP_POSTGRES !== '1') {
  const schema = await benchSchema('publish');
  const pair: ServerProcess[] = [];
  try {
    for (const name of ['a', 'b']) {
      pair.push(
        await startServerOnFreePort({
          DATABASE_URL: schema.url,
          DATA_DIR: temporaryDir(`rebels-bench-publish-${name}-`),
        }),
      );
    }
    const [a, b] = pair as [ServerProcess, ServerProcess];
    await Promise.all(pair.map((server) => waitForHealth(server)));
    const timings = await publishToVisible(a, b, await signedIn(a.url));
    row('publish on one, visible on the other (PostgreSQL)', timings.slice(1), budgetMs);
    row('  the first after the start', timings.slice(0, 1));
  } finally {
    await Promise.all(pair.map((server) => server.stop()));
    await schema.drop();
  }
}

console.log(
  renderTable(
    [
      { header: 'what' },
      { header: 'runs', align: 'right' },
      { header: 'median ms', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'budget', align: 'right' },
      { header: 'met', align: 'right' },
    ],
    rows,
  ),
);
console.log(
  `\nRender: ${runs} runs after one warm-up. Publishes: ${publishes} titles of one post, the first after each start ` +
    "on its own row (its render warms the JIT). One post's change: its title, with the build live; every page's " +
    'loader data is asked, and only the pages whose data changed are rendered (decision 0073).',
);

// 4. Lighthouse on pages published through the studio, beside the build's own of the same kinds.
if (process.env.SKIP_LIGHTHOUSE !== '1') {
  // A copy of the whole build: a publish loads its server code, whose packages resolve from node_modules, so the copy is
  // under it. The floor page is written into the live generation once the publishes have made one.
  fs.mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
  const copy = fs.mkdtempSync(path.resolve('node_modules/.cache/rebels-bench-publish-'));
  fs.cpSync(path.resolve('build'), path.join(copy, 'build'), { recursive: true });
  const clientDir = path.join(copy, 'build', 'client');
  const floorPage = FLOOR_PATH;
  fs.mkdirSync(path.join(copy, 'data'));
  const server = await startServer({ staticDir: clientDir, dataDir: path.join(copy, 'data') });
  try {
    const cookie = await signedIn(server.origin);
    const put = async (url: string, body: unknown) => {
      const response = await fetch(`${server.origin}${url}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`PUT ${url}: ${response.status} ${await response.text()}`);
    };
    // A new post, and a story whose title an editor changed.
    await put('/api/admin/content/post/written-in-the-studio', { revision: 0, data: newPost() });
    const story = (await (
      await fetch(`${server.origin}/api/admin/content/story/prorail`, { headers: { cookie } })
    ).json()) as { item: { revision: number; data: object } };
    const data = {
      ...story.item.data,
      title: { en: 'ProRail plans its track work with AI', nl: 'ProRail plant spoorwerk met AI' },
    };
    await put('/api/admin/content/story/prorail', { revision: story.item.revision, data });
    // The live site is now a generation, which has no floor page: the same one is written into it.
    const generation = currentGeneration(path.join(copy, 'data', 'site'));
    if (!generation) throw new Error('no generation is live after the publishes');
    writeFloorPage(path.join(generation, 'client'));
    for (const page of ['/blog/written-in-the-studio', '/success-stories/prorail', floorPage]) {
      const response = await fetch(`${server.origin}${page}`);
      if (!response.ok) throw new Error(`${page} after the publish: ${response.status}`);
    }
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const results = await runLighthouse({
      origin: server.origin,
      pages: [
        '/blog/written-in-the-studio',
        '/blog/measuring-roi-ai-projects',
        '/success-stories/prorail',
        '/success-stories/asml',
      ],
      floorPage,
      formFactors: ['mobile'],
      runs,
      chromePath: process.env.CHROME_PATH || CHROMIUM_PATH,
      beforeEachRun: server.assertHealthy,
    });
    console.log(
      `\nLighthouse: /blog/written-in-the-studio and /success-stories/prorail as published through the studio, ` +
        `/blog/measuring-roi-ai-projects and /success-stories/asml as the build rendered them.\n`,
    );
    console.log(renderLighthouseReport(results, runs));
    if (results.some((each) => !each.budget.pass)) process.exitCode = 1;
  } finally {
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
