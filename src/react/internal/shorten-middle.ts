/**
 * `text` in at most `max` characters: past that its middle gives way to "…" and its last `tail`
 * stay, because the end is what tells two alike apart (a file's extension, a link's id). Counted
 * in code points, so an emoji is never cut in half.
 */
export function shortenMiddle(text: string, max: number, tail: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1 - tail).join('')}…${chars.slice(-tail).join('')}`;
}
