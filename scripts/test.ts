// `npm test`: every check, in order, ending with one line "N passed, N failed, N skipped" (", N flaky"
// after it when a test passed only on a retry), each failed, skipped or flaky test named above it.
// Installs what the suites need when it is missing (Debian's chromium, podman, runc and
// mmdebstrap) and starts the local PostgreSQL and Redis when they are down, so it works on a
// fresh machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { CHROMIUM_PATH } from './lib/chromium.ts';
import {
  type ContainerReport,
  type Outcome,
  type PlaywrightReport,
  type VitestReport,
  containerOutcome,
  playwrightOutcome,
  summary,
  vitestOutcome,
} from './lib/test-summary.ts';
import { freePort } from './lib/free-port.ts';

const outcomes: Outcome[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]) {
  const ok = run(command, args);
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Installs the Debian packages the checks need when they are missing: chromium for the browser
 * suites (browser downloads cannot work here), podman, runc and mmdebstrap for the container check.
 */
function ensureDebianPackages() {
  const missing = [
    ...(fs.existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...['podman', 'runc', 'mmdebstrap'].filter((command) => !onPath(command)),
  ];
  if (missing.length === 0) return;
  console.log(`Installing Debian packages: ${missing.join(' ')}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { DEBIAN_FRONTEND: 'noninteractive' });
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...missing])) {
    console.error(
      `Could not install ${missing.join(' ')}: the browser suites fail, or the container check is skipped.`,
    );
  }
}

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the machine's PostgreSQL cluster when nothing answers on 5432. */
async function ensurePostgres() {
  if (await portOpen(5432)) return true;
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  for (const version of versions) {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  for (let i = 0; i < 20; i++) {
    if (await portOpen(5432)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Starts a Redis without persistence on 127.0.0.1:6379 when nothing answers there. */
async function ensureRedis() {
  if (await portOpen(6379)) return true;
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 20; i++) {
    if (await portOpen(6379)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

ensureDebianPackages();
// The PostgreSQL suites run against TEST_DATABASE_URL, or the local server
// (tests/helpers/test-app.ts), and fail when it is down; only SKIP_POSTGRES=1 skips them.
if (process.env.SKIP_POSTGRES === '1') {
  console.warn('SKIP_POSTGRES=1: the PostgreSQL suites are skipped, and counted as skipped.');
} else if (!process.env.TEST_DATABASE_URL && !(await ensurePostgres())) {
  console.error(
    'PostgreSQL is not reachable on 127.0.0.1:5432: its suites will fail. Set SKIP_POSTGRES=1 to skip them.',
  );
}

// The Redis suites (shared rate limits) run against TEST_REDIS_URL or the local server
// (tests/helpers/redis.ts), and fail when it is down; only SKIP_REDIS=1 skips them.
if (process.env.SKIP_REDIS === '1') {
  console.warn('SKIP_REDIS=1: the Redis suites are skipped, and counted as skipped.');
} else if (!process.env.TEST_REDIS_URL && !(await ensureRedis())) {
  console.error('Redis is not reachable on 127.0.0.1:6379: its suites will fail. Set SKIP_REDIS=1 to skip them.');
}

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

// The interface strings compile to contracts/i18n/ (generated, not committed): lint resolves imports from it.
check('i18n', 'npm', ['run', '--silent', 'i18n']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('build', 'npm', ['run', '--silent', 'build']);

const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
outcomes.push(vitestOutcome(readJson<VitestReport>('test-results/vitest.json'), vitestOk));

// A port of its own for the e2e server, so a server left on the default port cannot fail the run.
const e2ePort = process.env.E2E_PORT ?? String(await freePort());
const e2eOk = run('npx', ['playwright', 'test'], { E2E_PORT: e2ePort });
outcomes.push(playwrightOutcome(readJson<PlaywrightReport>('test-results/e2e.json'), e2eOk));

// Skipped, with its reason in the summary, where podman cannot run containers (or SKIP_CONTAINER=1).
run(process.execPath, ['scripts/check-container.ts', '--report=test-results/container.json']);
outcomes.push(containerOutcome(readJson<ContainerReport>('test-results/container.json')));

const lines = summary(outcomes, process.env);
console.log(`\n${lines.join('\n')}`);
process.exit(outcomes.some((outcome) => outcome.failed) ? 1 : 0);
