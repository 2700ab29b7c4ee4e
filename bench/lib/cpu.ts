// Who used the CPU during a measurement, from /proc (Linux): the server's own share says whether it was saturated, and
// the share of every other process says whether the figure is the server's or the machine's. On a 2-core machine a
// test run beside the benchmark takes a core from it.
import { readdir, readFile } from 'node:fs/promises';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

type Usage = Map<number, { name: string; ticks: number }>;

/** CPU time (user and system) used so far by every process, by pid; empty where there is no /proc. */
async function usage(): Promise<Usage> {
  const result: Usage = new Map();
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return result;
  }
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        try {
          const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
          const close = stat.lastIndexOf(')');
          const fields = stat.slice(close + 2).split(' ');
          // After the pid and the (name): state is field 0, utime 11, stime 12.
          result.set(Number(entry), {
            name: stat.slice(stat.indexOf('(') + 1, close),
            ticks: Number(fields[11]) + Number(fields[12]),
          });
        } catch {
          // the process ended meanwhile
        }
      }),
  );
  return result;
}

export type CpuShares = {
  /** Cores the given processes used on average (1 = one core all the time). */
  cores: (pids: readonly (number | undefined)[]) => number;
  /** Cores every process but these and PostgreSQL's used on average: other work on the machine. */
  others: (pids: readonly (number | undefined)[]) => number;
  /** Whether /proc could be read. */
  known: boolean;
};

/** Starts watching; `stop()` returns each process's share of the time since. */
export async function watchCpu() {
  const before = await usage();
  const started = performance.now();
  return {
    async stop(): Promise<CpuShares> {
      const after = await usage();
      const seconds = (performance.now() - started) / 1000;
      const used = (pid: number) => {
        const now = after.get(pid);
        return now ? now.ticks - (before.get(pid)?.ticks ?? 0) : 0;
      };
      const toCores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
      return {
        known: after.size > 0,
        cores: (pids) => toCores(pids.reduce<number>((sum, pid) => sum + (pid ? used(pid) : 0), 0)),
        others: (pids) => {
          const ours = new Set(pids);
          let ticks = 0;
          for (const [pid, { name }] of after) if (!ours.has(pid) && name !== 'postgres') ticks += used(pid);
          return toCores(ticks);
        },
      };
    },
  };
}
