/**
 * A file name shortened in its middle, so its end and extension stay in sight
 * ("electricity-bill-n…6-ada.pdf"): two scans of one passport differ at the end, and ".pdf"
 * says what was taken. At most `max` characters; shorter names are left whole.
 */
export function middleShorten(name: string, max = 28): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? chars.length - [...name.slice(0, dot)].length : 0;
  const tail = Math.min(Math.max(extension + 3, Math.floor(max / 3)), max - 4);
  return `${chars.slice(0, max - 1 - tail).join('')}…${chars.slice(-tail).join('')}`;
}
