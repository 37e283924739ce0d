/**
 * One console warning per page (or server process) about the languages asked for, whichever check
 * found the problem first: a tag Intl cannot format with (locale-tag.ts) is usually a language
 * paykit does not ship either (negotiate.ts), and a merchant needs to read about it once.
 */
let warned = false;

/** Warns with `message` unless a locale warning was already given. */
export function warnAboutLocaleOnce(message: string): void {
  if (warned) return;
  warned = true;
  console.warn(message);
}

/** Tests only: the next locale problem warns again. */
export const resetLocaleWarning = (): void => {
  warned = false;
};
