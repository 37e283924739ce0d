/**
 * Address display as a defence against address poisoning: attackers send dust from
 * look-alike addresses that share the first and last few characters, hoping the payer copies
 * the wrong one from their history. Showing the whole address in groups, with a long head and
 * tail emphasised, makes the comparison the payer should do easy.
 */
export interface AddressChunk {
  /** The characters, exactly as in the address. */
  text: string;
  /** Part of the head or tail the payer should compare. */
  emphasised: boolean;
}

/** Characters emphasised at each end (cheap vanity generators match 4–5; 6 is much harder). */
export const EMPHASISED_CHARACTERS = 6;

/**
 * Splits an address into groups of `size`, each group into runs that are or are not
 * emphasised. Emphasis takes whole groups: every group holding one of the first or last
 * `emphasis` characters, so the eye compares groups and none is cut in half ("TJRa bPrw").
 * Joining every chunk's text gives back the address exactly.
 */
export function groupAddress(address: string, size = 4, emphasis = EMPHASISED_CHARACTERS): AddressChunk[][] {
  const characters = Array.from(address);
  const n = characters.length;
  const emphasised = (index: number) => index < emphasis || index >= n - emphasis;
  const groups: AddressChunk[][] = [];
  for (let start = 0; start < n; start += size) {
    const end = Math.min(start + size, n);
    groups.push([{ text: characters.slice(start, end).join(''), emphasised: emphasised(start) || emphasised(end - 1) }]);
  }
  return groups;
}
