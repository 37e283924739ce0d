/**
 * The suite uses createPaykitHandler's grouped options only: a deprecated flat name prints a
 * development warning, and here that warning fails the test that caused it (its stack names the
 * call), so no test teaches the old names and none prints the warning. A test of the aliases
 * themselves opts in by muting console.warn with a spy (`vi.spyOn(console, 'warn').mockImplementation(…)`,
 * as flat-aliases.test.ts does): the warning then goes to its spy and never reaches this wrapper.
 */
import { afterAll, afterEach } from 'vitest';

const DEPRECATED_OPTION = /^paykit: createPaykitHandler's `\w+` option is deprecated/;
const caught: Error[] = [];
const warn = console.warn.bind(console);

console.warn = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && DEPRECATED_OPTION.test(message)) caught.push(new Error(message));
  else warn(...args);
};

/** Throws the first warning caught since the last check (made where the flat name was passed), naming them all. */
function failOnDeprecatedOptions(): void {
  if (caught.length === 0) return;
  const [first, ...more] = caught.splice(0);
  if (!first) return;
  first.message = `A deprecated createPaykitHandler option was used; move it into its group (a test of the aliases mutes console.warn to opt in):\n${[first, ...more].map((e) => e.message.split('\n')[0]).join('\n')}`;
  throw first;
}

// Warnings from beforeAll or module scope fail the first test; from afterAll, the file.
afterEach(failOnDeprecatedOptions);
afterAll(failOnDeprecatedOptions);
