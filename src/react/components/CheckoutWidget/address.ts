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
 * emphasised. Joining every chunk's text gives back the address exactly.
 */
export function groupAddress(address: string, size = 4, emphasis = EMPHASISED_CHARACTERS): AddressChunk[][] {
  const characters = Array.from(address);
  const n = characters.length;
  const emphasised = (index: number) => index < emphasis || index >= n - emphasis;
  const groups: AddressChunk[][] = [];
  for (let start = 0; start < n; start += size) {
    const group: AddressChunk[] = [];
    for (let index = start; index < Math.min(start + size, n); index++) {
      const flag = emphasised(index);
      const last = group[group.length - 1];
      if (last && last.emphasised === flag) last.text += characters[index];
      else group.push({ text: characters[index] as string, emphasised: flag });
    }
    groups.push(group);
  }
  return groups;
}
