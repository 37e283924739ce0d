/**
 * The flat option names of earlier versions, read into their groups. They keep working for one
 * minor version so an upgrade breaks nothing; each one used is named once per process in
 * development so it gets moved, and one option given both ways is refused rather than guessed.
 */
import { PaykitError } from '../../shared/errors';
import { FLAT_OPTION_GROUPS, type PaykitHandlerOptions, type PaykitLimitsOptions, type PaykitPolicies, type PaykitUpstreamOptions } from './options';

/** The options with every flat alias moved into its group. */
export interface GroupedOptions {
  upstream: PaykitUpstreamOptions;
  limits: PaykitLimitsOptions;
  policies: PaykitPolicies;
}

/** Flat names already warned about in this process: one warning each, however many handlers. */
const warned = new Set<string>();

export function groupFlatOptions(options: PaykitHandlerOptions): GroupedOptions {
  const groups: Record<keyof GroupedOptions, Record<string, unknown>> = {
    upstream: { ...options.upstream },
    limits: { ...options.limits },
    policies: { ...options.policies },
  };
  for (const [flat, [group, key]] of Object.entries(FLAT_OPTION_GROUPS)) {
    const value: unknown = options[flat as keyof typeof FLAT_OPTION_GROUPS];
    // Undefined is "not given": callers often spread `{ name: maybe }`.
    if (value === undefined) continue;
    if (groups[group][key] !== undefined) {
      throw new PaykitError(`createPaykitHandler: \`${flat}\` and \`${group}.${key}\` are the same option; give only \`${group}.${key}\``);
    }
    groups[group][key] = value;
    warnOnce(flat, `${group}.${key}`);
  }
  return groups;
}

function warnOnce(flat: string, grouped: string): void {
  if (warned.has(flat) || isProduction()) return;
  warned.add(flat);
  console.warn(`paykit: createPaykitHandler's \`${flat}\` option is deprecated and is removed in the next minor; use \`${grouped}\`.`);
}

/** Guarded: edge runtimes and browsers may have no `process`. */
function isProduction(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.NODE_ENV === 'production';
}
