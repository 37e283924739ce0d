/**
 * CPU time another process has used, read from /proc (Linux). On a machine shared with other
 * work, requests per second swing with whoever else runs; requests per CPU-second of the server
 * do not, so scenarios report both.
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU seconds `pid` has used so far. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
