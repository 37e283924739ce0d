import { useEffect, useState, type RefObject } from 'react';
import { middleShorten } from './shorten';

/** Characters kept before the box is measured (and where it cannot be: a server, jsdom). */
const UNMEASURED = 28;

/**
 * A file's name shortened in its middle to fit its box on one line, measured with the box's own
 * font (canvas text metrics) and again whenever the box changes width. Shortened once, here: the
 * name's CSS only clips, so its end and extension always show, never a second ellipsis.
 */
export function useFittedName(name: string, box: RefObject<HTMLElement | null>): string {
  const [max, setMax] = useState(UNMEASURED);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return;
    const fit = () => {
      // A pixel or two to spare: canvas and layout round text widths differently.
      const room = element.clientWidth - 2;
      if (room <= 0) return;
      context.font = getComputedStyle(element).font;
      const length = [...name].length;
      // The longest shortening that fits (never under 12 characters: a name stays a name).
      let low = Math.min(12, length);
      let high = length;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (context.measureText(middleShorten(name, middle)).width <= room) low = middle;
        else high = middle - 1;
      }
      setMax(low);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [name, box]);
  return middleShorten(name, max);
}
