/** A "back to the shop" URL is followed only when its origin exactly equals an allowed one. */
export function safeReturnUrl(raw: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}
