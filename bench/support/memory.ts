/** Memory of another process, read from /proc (Linux), in MB. */
import { readFileSync } from 'node:fs';

/** Resident memory of `pid` now, in MB. */
export function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Samples `pid`'s resident memory every `everyMs` until `stop()`; `peak()` is the highest seen. */
export function sampleRss(pid: number, everyMs = 25) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

/** Rounds MB to one decimal, for the results table. */
export const mb = (value: number) => Math.round(value * 10) / 10;
