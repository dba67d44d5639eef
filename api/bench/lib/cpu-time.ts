/**
 * CPU time that processes on this machine have used, from Linux's /proc: a figure that a busy
 * machine hardly changes, unlike latency, so two builds can be compared on a loaded machine.
 * Elsewhere (no /proc) every reading is null and the benches leave the figure out.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU of one process in ms, or null when it cannot be read. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // After the command name in parentheses: fields 14 and 15 of stat, utime and stime.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU in ms of every process named `name` (e.g. 'postgres': the server and its backends), or null
 * when there is none on this machine (a database elsewhere). Backends that ended in between are
 * not counted, so measure with a pool that stays open.
 */
export function processesCpuMs(name: string): number | null {
  let total: number | null = null;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/stat`, 'utf8').includes(`(${name})`)) continue;
    } catch {
      continue;
    }
    const used = processCpuMs(Number(entry));
    if (used !== null) total = (total ?? 0) + used;
  }
  return total;
}
