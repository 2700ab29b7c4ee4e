// Builds the site when there is no build, snapshots it, and runs the real production server on the
// snapshot as a child process. The snapshot keeps the measurement consistent while someone rebuilds
// build/ during a run (npm run build empties build/client for a while).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer as startServerProcess } from '../../scripts/lib/server-process.ts';

const buildDir = path.resolve('build');
/** Files the server needs besides build/client (read from the parent of STATIC_DIR). */
const SERVER_FILES = ['csp-hashes.json'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Marks of a finished build: postbuild writes the CSP manifest first and the .gz files last. */
function buildStamp(): string | null {
  const files = [...SERVER_FILES.map((each) => path.join(buildDir, each)), path.join(buildDir, 'client/index.html.gz')];
  if (!files.every((each) => fs.existsSync(each))) return null;
  return files.map((each) => fs.statSync(each).mtimeMs).join('/');
}

/** build/ is incomplete but changed in the last two minutes: someone else's build is running. */
function otherBuildRunning(): boolean {
  if (buildStamp() !== null) return false;
  const changed = [buildDir, path.join(buildDir, 'client')]
    .filter((each) => fs.existsSync(each))
    .map((each) => fs.statSync(each).mtimeMs);
  return changed.some((mtime) => Date.now() - mtime < 120_000);
}

/** Waits up to five minutes for a build another process is running to finish. */
async function waitForOtherBuild(): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  let told = false;
  while (otherBuildRunning() && Date.now() < deadline) {
    if (!told) console.log('build/ is being rebuilt by another process: waiting for it to finish…');
    told = true;
    await sleep(5_000);
  }
}

/** `npm run build` when build/client/index.html is missing (after waiting for a running build). */
export async function ensureBuild(): Promise<void> {
  await waitForOtherBuild();
  if (fs.existsSync(path.join(buildDir, 'client', 'index.html'))) return;
  console.log('build/client/index.html is missing: running `npm run build`…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

export type BuildSnapshot = {
  /** The copy of build/client to measure and serve. */
  clientDir: string;
  /** A scratch directory next to the snapshot, for the server's DATA_DIR. */
  dataDir: string;
  remove: () => void;
};

/** Copies build/client and the server's build files to a temporary directory. */
export async function snapshotBuild(): Promise<BuildSnapshot> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebels-bench-'));
  const remove = () => {
    process.removeListener('exit', remove);
    fs.rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', remove); // also when the bench ends abruptly
  const clientDir = path.join(root, 'build', 'client');
  const dataDir = path.join(root, 'data');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await waitForOtherBuild();
    const before = buildStamp();
    if (before === null) {
      remove();
      throw new Error(
        'build/ is incomplete (build/client/index.html.gz or build/csp-hashes.json is missing): run `npm run build`',
      );
    }
    fs.rmSync(path.join(root, 'build'), { recursive: true, force: true });
    fs.cpSync(path.join(buildDir, 'client'), clientDir, { recursive: true });
    for (const file of SERVER_FILES) fs.copyFileSync(path.join(buildDir, file), path.join(root, 'build', file));
    if (buildStamp() === before) {
      fs.mkdirSync(dataDir);
      return { clientDir, dataDir, remove };
    }
    await sleep(5_000); // build/ changed while it was copied
  }
  remove();
  throw new Error('build/ kept changing while it was copied; retry when no build is running');
}

export type RunningServer = {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** The server process's id. */
  pid: number | undefined;
  /** Throws, with the server's recent output, unless GET /api/health answers 200. */
  assertHealthy: () => Promise<void>;
  /** Everything the server wrote to stdout and stderr so far (its log lines at LOG_LEVEL). */
  output: () => string;
  /** Stops the server: SIGTERM, SIGKILL after 10 s. Safe to call twice. */
  stop: () => Promise<void>;
};

/**
 * Starts `node server/index.ts` on a free port of 127.0.0.1 (the one server starter of the test kit),
 * serving `staticDir` with a SQLite database in `dataDir`, and resolves once GET /api/health answers
 * 200. Throws, after stopping it, when the server exits or stays unhealthy.
 */
export async function startServer(options: {
  staticDir: string;
  dataDir: string;
  timeoutMs?: number;
  /**
   * A PostgreSQL database the caller created for this run (a throw-away one). Without it the server
   * always uses the SQLite file in `dataDir`, whatever DATABASE_URL the bench was started with.
   */
  databaseUrl?: string;
  /** More variables for the server (e.g. CONTACT_RATE_LIMIT); they win over the defaults here. */
  env?: Record<string, string>;
  /** The checkout whose server runs (this one by default), e.g. an older commit's worktree for its own build. */
  cwd?: string;
}): Promise<RunningServer> {
  const server = await startServerProcess({
    env: {
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      STATIC_DIR: options.staticDir,
      LOG_LEVEL: 'warn',
      // An empty value is no value: the throw-away SQLite database unless the caller names its own.
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    healthTimeoutMs: options.timeoutMs ?? 30_000,
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  const failure = (problem: string) =>
    new Error(`${problem}; server output:\n${server.output().slice(-20_000).trim() || '(none)'}`);
  return {
    origin: server.url,
    pid: server.child.pid,
    output: server.output,
    async assertHealthy() {
      if (server.child.exitCode !== null || server.child.signalCode !== null) throw failure('the server stopped');
      try {
        const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        if (response.status !== 200)
          throw failure(`the server is unhealthy (GET /api/health answered ${response.status})`);
      } catch (error) {
        if (error instanceof Error && error.message.includes('server output')) throw error;
        throw failure(
          `the server is unhealthy (GET /api/health failed: ${error instanceof Error ? error.message : String(error)})`,
        );
      }
    },
    async stop() {
      await server.stop();
    },
  };
}
