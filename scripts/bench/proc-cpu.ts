// CPU time from /proc (Linux): of one process (the API server), and of PostgreSQL: every live
// postgres process plus what the postmaster's ended children spent (parallel query workers and
// closed backends come and go during a load; their time moves to the postmaster's cutime/cstime
// when they end). In ms of user + system time; NaN where /proc cannot be read.
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readTimes(
  pid: string | number,
): { name: string; ms: number; childrenMs: number; parent: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    // Fields after the name: state is the 3rd field, ppid the 4th, utime the 14th, stime the
    // 15th, cutime and cstime (ended children that were waited for) the 16th and 17th.
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const childTicks = Number(fields[13]) + Number(fields[14]);
    return {
      name,
      ms: (ticks * 1000) / TICKS_PER_SECOND,
      childrenMs: (childTicks * 1000) / TICKS_PER_SECOND,
      parent: fields[1]!,
    };
  } catch {
    return null;
  }
}

export function readProcessCpuMs(pid: number): number {
  return readTimes(pid)?.ms ?? NaN;
}

export function readPostgresCpuMs(): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return NaN;
  }
  const all = new Map<string, NonNullable<ReturnType<typeof readTimes>>>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const times = readTimes(entry);
    if (times?.name === 'postgres') all.set(entry, times);
  }
  if (all.size === 0) return NaN;
  let total = 0;
  for (const times of all.values()) {
    total += times.ms;
    // The postmaster: the one whose parent is not a postgres process.
    if (!all.has(times.parent)) total += times.childrenMs;
  }
  return total;
}

/** A load with the CPU the API server and PostgreSQL spent on it, per request. */
export async function measureCpu<T extends { requests: number }>(
  pid: number | null,
  run: () => Promise<T>,
) {
  const before = { server: pid ? readProcessCpuMs(pid) : NaN, postgres: readPostgresCpuMs() };
  const stats = await run();
  return {
    stats,
    serverMs: pid ? (readProcessCpuMs(pid) - before.server) / stats.requests : NaN,
    postgresMs: (readPostgresCpuMs() - before.postgres) / stats.requests,
  };
}
