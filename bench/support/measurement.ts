/**
 * What a `bench/*.measure.ts` scenario reports: figures that are not "operations per second"
 * (memory under an attack, how long a browser waits), measured against real servers on
 * loopback. Each scenario default-exports a `Measure`; `npm run bench` runs every one of them
 * and writes the rows to bench/results.md.
 */

/** One figure of one scenario. */
export interface Measurement {
  /** What was done, e.g. "30 concurrent 9.9 MB document uploads through the proxy". */
  scenario: string;
  /** What was read, e.g. "RSS growth of the proxy process". */
  metric: string;
  /** The figure itself, in `unit`. */
  value: number;
  /** e.g. "MB", "ms", "s", "connections". */
  unit: string;
  /** The bound the figure is held to, in words, e.g. "< 100 MB (issue: hardening)". */
  bound?: string;
}

/** A scenario: starts what it needs, measures, stops everything it started, resolves with its rows. */
export type Measure = () => Promise<Measurement[]>;
