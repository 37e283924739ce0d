/**
 * Reading a typed decimal, apart from ./messages so that what the onboarding flow keeps of the
 * sent business (KybForm/values.ts) loads without the forms' error messages (docs/elements.md#size).
 */

/** "33,33" → "33.33": a decimal comma (how most of Europe types it) read as the point. */
export function decimalText(value: string): string {
  return value.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
}
