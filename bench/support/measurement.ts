/**
 * What a `bench/*.measure.ts` scenario reports: figures that are not "operations per second"
 * (memory under an attack, how long a browser waits, requests per second through real servers),
 * measured against real servers on loopback. Each scenario default-exports a `Measure`;
 * `npm run bench` runs every one of them and writes one row per figure to bench/results.md:
 * figure (`metric`), value, target (`bound`), how measured (`scenario`, then `how`), date.
 */

/** One figure of one scenario. */
export interface Measurement {
  /** What was done, e.g. "30 concurrent 9.9 MB document uploads through the proxy". */
  scenario: string;
  /** What was read, e.g. "RSS growth of the proxy process": the figure's name in the table. */
  metric: string;
  /** The figure itself, in `unit`. */
  value: number;
  /** e.g. "MB", "ms", "s", "connections". */
  unit: string;
  /** The target the figure is held to, in words, e.g. "< 100 MB (issue: hardening)". */
  bound?: string;
  /** More of how it was measured (processes, settings, samples), after `scenario`. */
  how?: string;
}

/** A scenario: starts what it needs, measures, stops everything it started, resolves with its rows. */
export type Measure = () => Promise<Measurement[]>;
