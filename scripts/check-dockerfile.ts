// `npm run check:dockerfile`: checks the Dockerfile without a Docker daemon.
//
// 1. Reads the Dockerfile and checks what can be read: the Node version is the project's, the build
//    stage installs and builds, the runtime stage does not build, runs as a user other than root,
//    exposes its port, has a HEALTHCHECK and a volume for DATA_DIR; every file copied from the build
//    context exists and is not excluded by .dockerignore; every package the runtime's code imports
//    is a production dependency.
// 2. Reproduces the runtime stage in a temporary directory: exactly what its COPY lines copy (from
//    the repository's build/, and for node_modules the packages `npm prune --omit=dev` keeps, per
//    package-lock.json), the volume owned by an unprivileged user (`nobody` when run as root), the
//    Dockerfile's ENV and nothing else, then starts its CMD as that user and asks the health route,
//    a page, an asset and the contact route, runs the HEALTHCHECK command and the admin CLI, and
//    stops the server with SIGTERM.
// --dockerfile=<path> checks another file against this repository. With --with-build it first copies the build context as .dockerignore leaves it and runs the
// build stage's `npm run build` there (node_modules linked, standing in for `npm ci`), then
// reproduces the runtime stage from that build: slower (a full build), not part of the tests.
//
// Exit 0 when every check passes, 1 otherwise. The temporary directory is removed in every case.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const withBuild = process.argv.includes('--with-build');
/** Another Dockerfile to check (the tests check that a broken one fails). */
const dockerfilePath = path.resolve(
  process.argv.find((arg) => arg.startsWith('--dockerfile='))?.slice('--dockerfile='.length) ??
    path.join(repo, 'Dockerfile'),
);

// ---------------------------------------------------------------------------------------------
// Reading the Dockerfile (the subset this project's file uses: no heredocs, exec-form CMD).

type Instruction = { keyword: string; args: string; line: number };
type Stage = { name: string; image: string; instructions: Instruction[] };

function readInstructions(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) return;
    if (pending !== '' && line.startsWith('#')) return; // a comment inside a continuation
    if (pending === '') startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const whole = pending + line;
    pending = '';
    const [keyword = '', ...rest] = whole.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine });
  });
  return instructions;
}

/** Splits on whitespace outside double quotes and drops the quotes. */
function words(text: string): string[] {
  return [...text.matchAll(/(?:"[^"]*"|[^\s"])+/g)].map((match) => match[0].replaceAll('"', ''));
}

function substitute(text: string, variables: Record<string, string>) {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced: string, bare: string) => variables[braced ?? bare] ?? '');
}

function parseDockerfile(text: string) {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of readInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const [image = '', , name] = words(instruction.args);
      stages.push({ name: name ?? String(stages.length), image: substitute(image, globalArgs), instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name = '', value = ''] = instruction.args.split('=');
        globalArgs[name.trim()] = value.trim().replaceAll('"', '');
      }
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

const all = (stage: Stage, keyword: string) => stage.instructions.filter((each) => each.keyword === keyword);
const last = (stage: Stage, keyword: string) => all(stage, keyword).at(-1);

function environment(stage: Stage, globalArgs: Record<string, string>): Record<string, string> {
  const variables: Record<string, string> = {};
  const env: Record<string, string> = {};
  for (const instruction of stage.instructions) {
    if (instruction.keyword === 'ARG') {
      const [name = '', value] = instruction.args.split('=');
      variables[name.trim()] = value?.replaceAll('"', '') ?? globalArgs[name.trim()] ?? '';
    } else if (instruction.keyword === 'ENV') {
      for (const pair of words(instruction.args)) {
        const [name = '', ...value] = pair.split('=');
        env[name] = substitute(value.join('='), { ...variables, ...env });
      }
    }
  }
  return env;
}

type Copy = { from: string | undefined; sources: string[]; dest: string; line: number };

function copies(stage: Stage): Copy[] {
  return all(stage, 'COPY').map((instruction) => {
    const parts = words(instruction.args);
    const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length);
    const paths = parts.filter((part) => !part.startsWith('--'));
    return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '', line: instruction.line };
  });
}

// ---------------------------------------------------------------------------------------------
// .dockerignore: a path is excluded when the last pattern matching it or one of its parents is
// not a negation (Docker's rule, for the patterns this project uses).

function dockerignore(): (relative: string) => boolean {
  const file = path.join(repo, '.dockerignore');
  const patterns = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
    : [];
  return (relative) => {
    const parts = relative.split('/');
    const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let excluded = false;
    for (const raw of patterns) {
      const negated = raw.startsWith('!');
      const pattern = (negated ? raw.slice(1) : raw).replace(/^\/+/, '').replace(/\/+$/, '');
      if (candidates.some((candidate) => path.matchesGlob(candidate, pattern))) excluded = !negated;
    }
    return excluded;
  };
}

// ---------------------------------------------------------------------------------------------
// Checks and their report.

const results: { ok: boolean; what: string; detail?: string }[] = [];
function check(what: string, ok: boolean, detail?: string) {
  results.push({ ok, what, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  return ok;
}

function versionAtLeast(version: string, minimum: string) {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return true;
}

type PackageJson = {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
type PackageLock = { packages: Record<string, { dev?: boolean; link?: boolean }> };

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** Bare package names imported by the TypeScript files under `dir` (node: built-ins left out). */
function importedPackages(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files.filter((each) => each.endsWith('.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^'.#/][^']*)'/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('node:')) continue;
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : (specifier.split('/')[0] ?? '');
      found.set(name, path.relative(repo, file));
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Reproducing the runtime stage.

/** Hard links (copies across file systems) of `source` at `target`; skips names in `skip`. */
function linkTree(source: string, target: string, skip: ReadonlySet<string> = new Set()) {
  const stat = fs.lstatSync(source);
  if (stat.isSymbolicLink()) {
    fs.symlinkSync(fs.readlinkSync(source), target);
  } else if (stat.isDirectory()) {
    fs.mkdirSync(target, { recursive: true });
    for (const name of fs.readdirSync(source)) {
      if (!skip.has(name)) linkTree(path.join(source, name), path.join(target, name));
    }
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
}

/** node_modules as `npm ci` + `npm prune --omit=dev` leave it: package-lock.json's non-dev packages. */
function linkProductionModules(sourceRoot: string, target: string): number {
  const lock = readJson<PackageLock>(path.join(sourceRoot, 'package-lock.json'));
  const keep = Object.entries(lock.packages).filter(
    ([key, entry]) => key.startsWith('node_modules/') && !entry.dev && !entry.link,
  );
  for (const [key] of keep) {
    const source = path.join(sourceRoot, key);
    if (!fs.existsSync(source)) continue; // an optional package for another platform
    // Nested node_modules hold packages of their own, each listed (and judged) separately.
    linkTree(source, path.join(target, path.relative('node_modules', key)), new Set(['node_modules']));
  }
  return keep.length;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The uid/gid of `nobody` when this runs as root (a container's USER), else our own. */
function unprivilegedUser(): { uid: number; gid: number; name: string } | null {
  if (process.getuid?.() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((each) => each.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid), name: 'nobody' } : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` (a failed probe counts as not yet) until it gives a value, `stop()` is true, or the deadline. */
async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null>,
  stop: () => boolean = () => false,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stop()) throw new Error(`gave up waiting for ${what}`);
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------

const dockerfileText = fs.readFileSync(dockerfilePath, 'utf8');
const { globalArgs, stages } = parseDockerfile(dockerfileText);
const pkg = readJson<PackageJson>(path.join(repo, 'package.json'));
const ignored = dockerignore();
const buildStage = stages.find((stage) => stage.name === 'build');
const runtime = stages.at(-1);
if (!buildStage || !runtime || buildStage === runtime) {
  check('a build stage named "build" and a runtime stage after it', false);
  process.exit(1);
}
const buildWorkdir = last(buildStage, 'WORKDIR')?.args ?? '/';
const workdir = last(runtime, 'WORKDIR')?.args ?? '/';
const runtimeEnv = environment(runtime, globalArgs);

// 1. What the file says.
const nodeVersion = globalArgs.NODE_VERSION ?? '';
const pinnedNode = pkg.devDependencies?.node ?? '';
const engineMinimum = /^>=\s*([\d.]+)$/.exec(pkg.engines?.node ?? '')?.[1] ?? '0';
check(
  `Node ${nodeVersion} is the pinned devDependency node@${pinnedNode}`,
  nodeVersion === pinnedNode && stages.every((stage) => stage.image.includes(nodeVersion)),
  stages.map((stage) => stage.image).join(', '),
);
check(
  `Node ${nodeVersion} satisfies engines ${pkg.engines?.node} and strips types without a flag (22.18+)`,
  versionAtLeast(nodeVersion, engineMinimum) && versionAtLeast(nodeVersion, '22.18.0'),
);
const buildRuns = all(buildStage, 'RUN').map((each) => each.args);
check(
  'the build stage installs (npm ci) and builds (npm run build)',
  buildRuns.some((run) => /\bnpm (ci|install)\b/.test(run)) && buildRuns.some((run) => /\bnpm run build\b/.test(run)),
);
const runtimeRuns = all(runtime, 'RUN').map((each) => each.args);
const cmd = JSON.parse(last(runtime, 'CMD')?.args ?? '[]') as string[];
check(
  'the runtime stage never builds: no npm run build / npm start / scripts/start.ts',
  ![...runtimeRuns, cmd.join(' ')].some((text) => /npm (run build|start)|scripts\/start\.ts/.test(text)),
);
check(`CMD runs the server with node: ${cmd.join(' ')}`, cmd[0] === 'node' && cmd[1] === 'server/index.ts');
const user = last(runtime, 'USER')?.args ?? 'root';
check(`runs as a user other than root (USER ${user})`, !['root', '0', '0:0'].includes(user));
const exposed = all(runtime, 'EXPOSE').flatMap((each) => words(each.args));
check(`EXPOSE ${exposed.join(' ')} matches PORT=${runtimeEnv.PORT}`, exposed.includes(runtimeEnv.PORT ?? '3000'));
const volumes = all(runtime, 'VOLUME').flatMap((each) => words(each.args));
check(
  `DATA_DIR=${runtimeEnv.DATA_DIR} is a volume`,
  runtimeEnv.DATA_DIR !== undefined && volumes.includes(runtimeEnv.DATA_DIR),
);
const healthcheck = last(runtime, 'HEALTHCHECK')?.args ?? '';
const healthcheckCommand = JSON.parse(/CMD\s+(\[.*\])\s*$/.exec(healthcheck)?.[1] ?? '[]') as string[];
check('a HEALTHCHECK on /api/health (exec form)', healthcheckCommand.join(' ').includes('/api/health'));

const contextCopies = stages.flatMap((stage) => copies(stage).filter((copy) => copy.from === undefined));
for (const copy of contextCopies) {
  for (const source of copy.sources.filter((each) => each !== '.')) {
    check(
      `COPY ${source} (line ${copy.line}): in the repository and the build context`,
      fs.existsSync(path.join(repo, source)) && !ignored(source),
    );
  }
}
check(
  '.dockerignore keeps node_modules, build, data, .env and .git out',
  ['node_modules', 'build', 'data', '.env', '.git'].every(ignored),
);

const runtimeCopies = copies(runtime);
const unknownFrom = runtimeCopies.filter((copy) => copy.from !== undefined && copy.from !== 'build');
check('the runtime stage copies from the build stage only', unknownFrom.length === 0 && runtimeCopies.length > 0);
const copiedSources = runtimeCopies.flatMap((copy) =>
  copy.sources.map((source) => path.posix.relative(buildWorkdir, source)),
);
const codeFiles = copiedSources
  .filter((source) => !source.startsWith('node_modules') && !source.startsWith('build'))
  .flatMap((source) => {
    const full = path.join(repo, source);
    if (!fs.existsSync(full)) return [];
    return fs.statSync(full).isDirectory() ? listFiles(full).map((each) => path.join(full, each)) : [full];
  });
const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));
const devOnly = [...importedPackages(codeFiles)].filter(([name]) => !dependencies.has(name));
check(
  'every package the runtime code imports is a production dependency',
  devOnly.length === 0,
  devOnly.map(([name, file]) => `${name} in ${file}`).join(', ') || `${codeFiles.length} files read`,
);

// 2. The runtime stage, reproduced.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-dockerfile-'));
fs.chmodSync(root, 0o755);
const inContainer = (containerPath: string) => path.join(root, containerPath);
let server: ChildProcess | undefined;
let serverOutput = '';
try {
  let sourceRoot = repo;
  if (withBuild) {
    // The build context as .dockerignore leaves it, built the way the build stage builds it.
    const context = path.join(root, 'context');
    const files = listFiles(repo).filter(
      (file) => !file.startsWith('.git/') && !file.startsWith('node_modules/') && !ignored(file),
    );
    for (const file of files) linkTree(path.join(repo, file), path.join(context, file));
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(context, 'node_modules'));
    console.log(`build context: ${files.length} files; running npm run build in it…`);
    const env = { ...process.env, RETENTION_DAYS: '', JOB_RETENTION_DAYS: '' };
    const build = spawnSync('npm', ['run', 'build'], { cwd: context, env, stdio: 'inherit' });
    check('npm run build succeeds in the build context .dockerignore leaves', build.status === 0);
    sourceRoot = context;
  }

  const app = inContainer(workdir);
  fs.mkdirSync(app, { recursive: true });
  for (const copy of runtimeCopies) {
    const intoDir = copy.dest.endsWith('/') || copy.dest === '.' || copy.sources.length > 1;
    for (const source of copy.sources) {
      const relative = path.posix.relative(buildWorkdir, source);
      const target = path.resolve(app, copy.dest, intoDir ? path.posix.basename(source) : '');
      if (relative === 'node_modules') {
        const count = linkProductionModules(sourceRoot, target);
        check(`COPY node_modules: the ${count} production packages of package-lock.json`, count > 0);
        continue;
      }
      const from = path.join(sourceRoot, relative);
      if (!check(`COPY ${source} (line ${copy.line}): exists after the build`, fs.existsSync(from))) continue;
      linkTree(from, target);
    }
  }
  for (const run of runtimeRuns) {
    check(`RUN ${run}: only creates and hands over directories`, /^(mkdir|chown)\b/.test(run.split('&&')[0]!.trim()));
  }

  const account = unprivilegedUser();
  for (const volume of volumes) {
    fs.mkdirSync(inContainer(volume), { recursive: true });
    if (account) fs.chownSync(inContainer(volume), account.uid, account.gid);
  }
  const port = await freePort();
  // Only the image's environment: the Dockerfile's ENV (container paths mapped here) and a PATH.
  const env: NodeJS.ProcessEnv = {
    PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: inContainer(runtimeEnv.DATA_DIR ?? '/data'),
    ...Object.fromEntries(
      Object.entries(runtimeEnv).map(([name, value]) => [
        name,
        value.startsWith('/') && volumes.includes(value) ? inContainer(value) : value,
      ]),
    ),
    PORT: String(port),
    HOST: '127.0.0.1', // the image listens on 0.0.0.0; here only loopback is used
  };
  const asUser = account ? { uid: account.uid, gid: account.gid } : {};
  console.log(
    `runtime stage reproduced in ${root}; starting "${cmd.join(' ')}" as ${account?.name ?? os.userInfo().username}…`,
  );
  const filesBefore = listFiles(app).filter((file) => !file.startsWith('node_modules/')).length;
  server = spawn(process.execPath, cmd.slice(1), { cwd: app, env, ...asUser, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => (serverOutput = (serverOutput + chunk.toString('utf8')).slice(-20_000));
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));

  const origin = `http://127.0.0.1:${port}`;
  const health = await waitFor(
    'a healthy start',
    30_000,
    async () => {
      const response = await fetch(`${origin}/api/health`);
      return response.ok ? ((await response.json()) as { status?: string }) : null;
    },
    () => server!.exitCode !== null,
  ).catch((error: unknown) => ({ error: String(error) }));
  if (
    !check(
      'the server starts and GET /api/health answers 200 {status: "ok"}',
      'status' in health && health.status === 'ok',
    )
  ) {
    throw new Error(`the server did not start; its output:\n${serverOutput}`);
  }

  const page = await fetch(`${origin}/`);
  const html = await page.text();
  check(
    'GET / is the prerendered page with its CSP hashes, revalidated',
    page.status === 200 &&
      html.includes('<html') &&
      (page.headers.get('content-security-policy') ?? '').includes("'sha256-") &&
      page.headers.get('cache-control') === 'no-cache',
  );
  const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
  const assetResponse = asset ? await fetch(`${origin}${asset}`) : undefined;
  await assetResponse?.body?.cancel();
  check(
    `GET ${asset ?? '/assets/…'} is cached for a year, immutable`,
    assetResponse?.status === 200 &&
      assetResponse.headers.get('cache-control') === 'public, max-age=31536000, immutable',
  );
  const posted = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      formType: 'company',
      name: 'Dockerfile Check',
      company: 'Image B.V.',
      email: 'dockerfile-check@example.com',
      interest: 'implementation',
      message: 'Checking that the runtime image stores submissions and writes mail.',
      privacy: true,
      website: '',
      startedAt: Date.now() - 60_000,
    }),
  });
  check(
    'POST /api/contact is stored (200 {success: true})',
    posted.status === 200,
    `${posted.status} ${await posted.text()}`,
  );
  const mailDir = path.join(env.DATA_DIR ?? '', 'mail');
  const mail = await waitFor('an .eml file in DATA_DIR/mail', 15_000, async () =>
    fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith('.eml')) ? true : null,
  ).catch(() => false);
  check(`the outbox wrote the e-mail to the DATA_DIR volume as ${account?.name ?? 'this user'}`, mail);

  const [healthBinary, ...healthArgs] = healthcheckCommand;
  const probe = spawnSync(healthBinary === 'node' ? process.execPath : (healthBinary ?? ''), healthArgs, {
    cwd: app,
    env,
    ...asUser,
    timeout: 10_000,
  });
  check('the HEALTHCHECK command exits 0', probe.status === 0, probe.stderr?.toString().trim() || undefined);
  if (fs.existsSync(path.join(app, 'scripts/admin.ts'))) {
    const admin = spawnSync(process.execPath, ['scripts/admin.ts', 'list'], {
      cwd: app,
      env,
      ...asUser,
      timeout: 20_000,
    });
    check(
      'node scripts/admin.ts list runs in the image',
      admin.status === 0,
      admin.stderr?.toString().trim() || undefined,
    );
  }

  server.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(15_000).then(() => 'still running')]);
  check('SIGTERM stops the server with exit code 0', code === 0, `exit ${code}`);
  const filesAfter = listFiles(app).filter((file) => !file.startsWith('node_modules/')).length;
  check('nothing was written outside the DATA_DIR volume', filesAfter === filesBefore);
} catch (error) {
  check('the runtime stage could be reproduced', false, error instanceof Error ? error.message : String(error));
} finally {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.log(`\n${results.length - failed.length} of ${results.length} Dockerfile checks passed`);
if (failed.length > 0) {
  console.log(`Server output (last lines):\n${serverOutput.split('\n').slice(-20).join('\n')}`);
  process.exitCode = 1;
}
