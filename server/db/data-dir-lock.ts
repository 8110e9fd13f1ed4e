// One process per embedded database. PGlite keeps the database in the process's memory and writes
// it to DATA_DIR; a second process on the same directory sees only its own writes, and after a
// restart one of them has lost its acknowledged writes without a word. So a server takes a lock
// file in the directory before it opens PGlite, and refuses to start when a live process holds it.
//
// The lock file is created with the `wx` flag (fails when it exists: atomic on local file
// systems) and says who holds it: pid, host name, boot id and process start time. A lock whose
// process is gone (kill -9, a crash, a power cut) is taken over:
// - same host: the pid is checked with `process.kill(pid, 0)`; on Linux the start time of the
//   process with that pid (/proc/PID/stat) must match the one written, so a pid reused by another
//   process (after a reboot, or pid 1 in a restarted container) does not keep the lock alive;
//   another boot id means the machine restarted since;
// - another host (a directory on a network file system) cannot be checked: refused, with the
//   file's path to delete once that process is known to be gone.
// Two processes taking over the same stale lock at once: only the one that creates the
// `.takeover-<hash>` file for that very file (inode, mtime, content) may delete it.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DATA_DIR_LOCK_FILE = 'volunteerly.lock';

/** What the lock file holds. */
export interface DataDirLockHolder {
  pid: number;
  hostname: string;
  /** The kernel's boot id (Linux), else null. */
  bootId: string | null;
  /** The process's start time in clock ticks since boot (Linux /proc/PID/stat), else null. */
  startTicks: string | null;
  /** When the process started (ISO time, for people). */
  startedAt: string;
  command: string;
  /** Tells this process's lock from a later one with the same pid. */
  nonce: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: DataDirLockHolder,
    readonly sameHost: boolean,
  ) {
    const who = `process ${holder.pid} on host ${holder.hostname} (started ${holder.startedAt}: ${holder.command})`;
    super(
      `The data directory ${path.dirname(lockPath)} is in use by ${who}. ` +
        'Two processes on one embedded database lose each other\u2019s writes, so this one does not start. ' +
        'Stop that process first, or run several instances against PostgreSQL (DATABASE_URL).' +
        (sameHost
          ? ''
          : ` That host cannot be checked from here: if the process is gone, delete ${lockPath}.`),
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Deletes the lock file if it is still this process's (idempotent). */
  release(): void;
}

function readFileOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat: the start time in clock ticks since boot; null where unknown. */
function readStartTicks(pid: number | 'self'): string | null {
  const stat = readFileOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function describeThisProcess(): DataDirLockHolder {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readFileOrNull('/proc/sys/kernel/random/boot_id'),
    startTicks: readStartTicks('self'),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    command: [path.basename(process.argv0), ...process.argv.slice(1)].join(' ').slice(0, 200),
    nonce: randomBytes(8).toString('hex'),
  };
}

function parseHolder(text: string): DataDirLockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<DataDirLockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.hostname !== 'string') return null;
    return {
      pid: value.pid!,
      hostname: value.hostname,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      startTicks: typeof value.startTicks === 'string' ? value.startTicks : null,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
      command: typeof value.command === 'string' ? value.command : 'unknown command',
      nonce: typeof value.nonce === 'string' ? value.nonce : '',
    };
  } catch {
    return null;
  }
}

/** 'alive', 'gone', or 'unknown' (another host: cannot be checked). */
export function judgeHolder(
  holder: DataDirLockHolder,
  me: DataDirLockHolder,
): 'alive' | 'gone' | 'unknown' {
  if (holder.hostname !== me.hostname) return 'unknown';
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return 'gone';
  if (holder.pid === me.pid) {
    // This very process (a second open) or an earlier one that had the same pid.
    if (holder.startTicks && me.startTicks) {
      return holder.startTicks === me.startTicks ? 'alive' : 'gone';
    }
    return Math.abs(Date.parse(holder.startedAt) - Date.parse(me.startedAt)) < 2_000
      ? 'alive'
      : 'gone';
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  if (holder.startTicks) {
    const current = readStartTicks(holder.pid);
    if (current !== null && current !== holder.startTicks) return 'gone';
  }
  return 'alive';
}

/**
 * Removes the stale lock file seen as `stat` with content `text`, unless another process is
 * taking it over or it has been replaced meanwhile.
 */
function removeStaleLock(lockPath: string, text: string, stat: fs.Stats): void {
  const seen = `${stat.ino}:${stat.mtimeMs}:${text}`;
  const hash = createHash('sha256').update(seen).digest('hex').slice(0, 16);
  const guard = `${lockPath}.takeover-${hash}`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch {
    // Another process is taking it over; a guard left by one that died meanwhile is old.
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > 10_000) fs.rmSync(guard, { force: true });
    return;
  }
  try {
    // Only the holder of this guard deletes this file, so it cannot change between this look
    // and the unlink.
    const now = fs.statSync(lockPath, { throwIfNoEntry: false });
    if (now && `${now.ino}:${now.mtimeMs}:${readFileOrNull(lockPath) ?? ''}` === seen) {
      fs.rmSync(lockPath, { force: true });
    }
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

/**
 * Takes the lock of `dataDir` (created if missing) for this process, taking over one left by a
 * process that is gone; throws DataDirInUseError when a live process holds it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), DATA_DIR_LOCK_FILE);
  const me = describeThisProcess();
  const text = JSON.stringify(me, null, 2);
  const deadline = Date.now() + 10_000;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${text}\n`, { flag: 'wx' });
      return createLockHandle(lockPath, me.nonce);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Could not take the lock ${lockPath}: it keeps changing.`);
    }
    const stat = fs.statSync(lockPath, { throwIfNoEntry: false });
    const existing = readFileOrNull(lockPath) ?? '';
    const holder = parseHolder(existing);
    if (!stat || (!holder && Date.now() - stat.mtimeMs < 5_000)) {
      // Deleted meanwhile, or created and not yet written (microseconds): look again. An
      // unreadable lock that stays so was left by a process that died while writing it.
      await new Promise((resolve) => setTimeout(resolve, 20 + attempt * 10));
      continue;
    }
    if (holder) {
      const verdict = judgeHolder(holder, me);
      if (verdict !== 'gone') throw new DataDirInUseError(lockPath, holder, verdict === 'alive');
    }
    removeStaleLock(lockPath, existing, stat);
  }
}

function createLockHandle(lockPath: string, nonce: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const holder = parseHolder(readFileOrNull(lockPath) ?? '');
    if (holder?.nonce === nonce) fs.rmSync(lockPath, { force: true });
  };
  // A process that exits without closing the database (process.exit on a fatal error) writes
  // nothing more either: its lock goes with it.
  process.on('exit', release);
  return { path: lockPath, release };
}
