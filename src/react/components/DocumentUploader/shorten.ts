import { shortenMiddle } from '../../internal/shorten-middle';

/**
 * A file name shortened in its middle, so its end and extension stay in sight
 * ("electricity-bill-n…6-ada.pdf"): two scans of one passport differ at the end, and ".pdf"
 * says what was taken. At most `max` characters; shorter names are left whole.
 */
export function middleShorten(name: string, max = 28): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)].length : 0;
  return shortenMiddle(name, max, Math.min(Math.max(extension + 3, Math.floor(max / 3)), max - 4));
}
