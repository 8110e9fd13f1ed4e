// CPU time from /proc (Linux): of one process (the API server), and of every PostgreSQL process
// on the machine (the server's backends, which the benchmark's pools keep open for the whole
// measurement). In ms of user + system time; NaN where /proc cannot be read.
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readTimes(pid: string | number): { name: string; ms: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    // Fields after the name: state is the 3rd field, utime the 14th and stime the 15th.
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { name, ms: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

export function readProcessCpuMs(pid: number): number {
  return readTimes(pid)?.ms ?? NaN;
}

export function readPostgresCpuMs(): number {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const times = readTimes(entry);
    if (times?.name === 'postgres') {
      total += times.ms;
      found = true;
    }
  }
  return found ? total : NaN;
}
