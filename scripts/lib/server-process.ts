import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port.ts';
import { serverCopy } from './server-copy.ts';

export { freePort };

/** One pino line of a server's stdout. */
export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON log lines (pino) written so far, parsed. */
  logs(): LogLine[];
  /** Settles when the process has exited, however it ended. */
  exited: Promise<ServerExit>;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<ServerExit>;
  /** SIGKILL (kill -9): no shutdown hook runs. Resolves once the process is gone. */
  kill(): Promise<ServerExit>;
};

export type StartServerOptions = {
  /** Variables over the test process's own (HOST, PORT and LOG_LEVEL have defaults; a PORT here wins). */
  env?: NodeJS.ProcessEnv;
  /** A port of its own by default; pass one to restart a server where it was. */
  port?: number;
  /**
   * Runs the process as this user, e.g. nobody, whom file permissions bind (root ignores them),
   * from a copy that user can read (see serverCopy), wherever this checkout lives.
   */
  user?: { uid: number; gid: number };
  /** The checkout whose `server/index.ts` runs (this one by default): a benchmark serves an older build with its own. */
  cwd?: string;
  /** Wait for GET /api/health to answer 200 (default), or return as soon as it is spawned. */
  waitForHealth?: boolean;
  healthTimeoutMs?: number;
};

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave a server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `node server/index.ts` as `npm run serve` starts it, in its own process, on 127.0.0.1. */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const copy = options.user ? serverCopy() : undefined;
  const child = spawn(copy?.node ?? process.execPath, ['server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', PORT: String(port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.cwd ? { cwd: options.cwd } : {}),
    ...(copy && options.user ? { cwd: copy.dir, uid: options.user.uid, gid: options.user.gid } : {}),
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<ServerExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as LogLine];
          } catch {
            return [];
          }
        }),
    exited,
    async stop(timeoutMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
  if (options.waitForHealth ?? true) await waitForHealth(server, options.healthTimeoutMs);
  return server;
}

/**
 * Polls GET /api/health until it answers 200; fails early, with the output, if the process exits.
 * The bound is for a hung start, not a speed check: on a shared machine at load 16 a start took 20 s.
 */
export async function waitForHealth(server: ServerProcess, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Starts a server on a port of its own without waiting for its health (start several at once). */
export function startServerOnFreePort(env: NodeJS.ProcessEnv) {
  return startServer({ env, waitForHealth: false });
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string | (() => string),
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Polls `check` until it returns true, or throws `message` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, message: () => string) {
  await eventually(message, check, timeoutMs);
}

/** Resolves with the first log line that matches, waiting for it up to `timeoutMs`. */
export function waitForLog(server: ServerProcess, matches: (line: LogLine) => boolean, timeoutMs = 20_000) {
  return eventually(`a log line of the server on ${server.port}`, () => server.logs().find(matches), timeoutMs);
}
