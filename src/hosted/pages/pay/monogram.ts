/**
 * The letter on the merchant's tile when there is no logo: shared by the page (MerchantHeader) and
 * the server that writes the same header into the page before any script runs (pay-page.ts).
 */
export function monogram(name: string | undefined): string {
  // The first character as a reader sees it (a whole emoji, an accented capital), not half a surrogate pair.
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toLocaleUpperCase() : '';
}
