import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './mailbox.ts';

export { freePort };

/** One pino line of a server's stdout. */
export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type ServerProcess = {
  port: number;
  /** http://127.0.0.1:port, also the Origin a same-origin request carries. */
  url: string;
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** stdout's JSON lines so far, parsed (other lines are skipped). */
  logs(): LogLine[];
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
};

const running = new Set<ServerProcess>();
process.once('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
});

/**
 * `node server/index.ts` with the given environment (on top of this process's), on
 * 127.0.0.1 and `env.PORT`. Node is the one running the tests: 22, from devDependencies.
 */
export function startServer(env: NodeJS.ProcessEnv): ServerProcess {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    logs: () =>
      stdout.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      }),
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(server);
      return exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Starts a server on a free port. */
export async function startServerOnFreePort(env: NodeJS.ProcessEnv) {
  return startServer({ ...env, PORT: String(await freePort()) });
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once GET /api/health answers 200; fails if the process exits first or the deadline passes. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 30_000) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await eventually(
    `${server.url}/api/health`,
    async () => {
      if (exitCode !== undefined) {
        throw new Error(`server on ${server.port} exited (${exitCode}) before it was healthy:\n${server.output()}`);
      }
      try {
        const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
        return response.ok;
      } catch {
        return false; // not listening yet
      }
    },
    timeoutMs,
    100,
  );
}

/** Resolves with the first log line that matches, waiting for it up to `timeoutMs`. */
export function waitForLog(server: ServerProcess, matches: (line: LogLine) => boolean, timeoutMs = 20_000) {
  return eventually(`a log line of the server on ${server.port}`, () => server.logs().find(matches), timeoutMs);
}
