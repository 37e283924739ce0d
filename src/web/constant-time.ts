/**
 * String equality whose time does not depend on where the strings first differ, for secrets
 * (API keys, webhook signatures): an early exit would let an attacker guess one character at
 * a time. It walks the longer string even when the lengths differ.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  // charCodeAt past the end is NaN; `| 0` makes it 0, so a shorter string still costs a full walk.
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}
