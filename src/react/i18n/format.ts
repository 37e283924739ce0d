/** Messages and the countdown's and timestamps' formatting through Intl; amounts are formatted in shared/format-amount. */
import type { MessageKey, Messages } from './en';
import { paintedKey, paintedKeyParts, paintedText, type PaintedText } from './painted-texts';

/** Looks a message up by key and fills its {placeholders}. */
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Replaces {name} placeholders; an unknown placeholder stays as written, so a typo shows. */
export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** A Translate over a message catalogue. */
export function translator(messages: Messages): Translate {
  return (key, vars) => interpolate(messages[key], vars);
}

/** One formatter per locale and options: a countdown formats every second, and each Intl object costs. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Seconds as a clock: "4:05", "1:02:03" (h:mm:ss from an hour up). */
export function formatClock(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return paintedText(paintedKey('clock', locale, seconds), () => {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    const one = numberFormat(locale, { useGrouping: false });
    return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
  });
}

/** Seconds in words for screen readers: "14 minutes, 5 seconds". */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return paintedText(paintedKey('duration', locale, seconds), () => {
    const parts: [number, 'hour' | 'minute' | 'second'][] = [
      [Math.floor(seconds / 3600), 'hour'],
      [Math.floor((seconds % 3600) / 60), 'minute'],
      [seconds % 60, 'second'],
    ];
    const words = parts
      .filter(([value, unit]) => value > 0 || (unit === 'second' && seconds === 0))
      .map(([value, unit]) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
    return listFormat(locale, words);
  });
}

const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(locale: string, items: string[]): string {
  if (typeof Intl.ListFormat === 'function') {
    let format = listFormats.get(locale);
    if (!format) {
      format = new Intl.ListFormat(locale, { style: 'long', type: 'unit' });
      listFormats.set(locale, format);
    }
    return format.format(items);
  }
  return items.join(' ');
}

/** A timestamp's time of day in the payer's locale and time zone. */
export function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * While a server paints a page (painted-texts.ts records): the countdown's texts for the
 * `seconds` after each one painted, so the page's first ticks make no Intl object either.
 */
export function paintCountdownAhead(painted: readonly PaintedText[], seconds: number): void {
  for (const [key] of painted) {
    const [kind, locale, value] = paintedKeyParts(key);
    if (kind !== 'clock' || locale === undefined) continue;
    const shown = Number(value);
    for (let left = shown - 1; left >= Math.max(0, shown - seconds); left -= 1) {
      formatClock(left, locale);
      formatDuration(left, locale);
    }
  }
}
