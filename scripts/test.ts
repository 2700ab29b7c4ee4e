// `npm test`: every check, in order, ending with one line "N passed, N failed".
// Installs what the suites need when it is missing (Debian's chromium) and starts
// the local PostgreSQL when it is down, so it works on a fresh machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { CHROMIUM_PATH } from './lib/chromium.ts';

type Outcome = { name: string; passed: number; failed: number; skipped?: number };
const outcomes: Outcome[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]) {
  const ok = run(command, args);
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('Chromium is missing: installing Debian’s chromium package…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { DEBIAN_FRONTEND: 'noninteractive' });
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'chromium'])) {
    console.error('Could not install chromium; browser suites will fail.');
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

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; success: boolean };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

ensureChromium();
const postgres = await ensurePostgres();
if (!process.env.TEST_DATABASE_URL && postgres) {
  process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
}
if (!postgres) console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: its suites will fail.');

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

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
const vitest = readJson<VitestReport>('test-results/vitest.json');
outcomes.push(
  vitest
    ? {
        name: 'vitest',
        passed: vitest.numPassedTests,
        failed: vitest.numFailedTests + (vitestOk || vitest.numFailedTests ? 0 : 1),
        skipped: vitest.numPendingTests,
      }
    : { name: 'vitest', passed: 0, failed: 1 },
);

const e2eOk = run('npx', ['playwright', 'test']);
const e2e = readJson<PlaywrightReport>('test-results/e2e.json');
outcomes.push(
  e2e
    ? {
        name: 'e2e',
        passed: e2e.stats.expected + e2e.stats.flaky,
        failed: e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected ? 0 : 1),
        skipped: e2e.stats.skipped,
      }
    : { name: 'e2e', passed: 0, failed: 1 },
);

console.log('\nSummary');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.failed ? '✗' : '✓'} ${outcome.name.padEnd(10)} ${outcome.passed} passed, ${outcome.failed} failed`,
  );
}
const passed = outcomes.reduce((sum, each) => sum + each.passed, 0);
const failed = outcomes.reduce((sum, each) => sum + each.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
