/**
 * WCAG 2.x contrast of the colour tokens as they are used together, in every shipped theme:
 * text (4.5:1) and status icons and bars (3:1, non-text; the tone colours also carry text
 * here and there, so they are held to 4.5:1 too) on the surfaces they sit on.
 */
import { describe, expect, it } from 'vitest';
import { brandTokens, darkTokens, lightTokens } from './tokens';

type Colors = Record<string, string>;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const THEMES: Record<string, Colors> = {
  light: lightTokens.colors,
  dark: { ...lightTokens.colors, ...darkTokens.colors },
  brand: { ...lightTokens.colors, ...brandTokens.colors },
};

const TONES = ['success', 'warning', 'danger', 'info'] as const;

/** [foreground, background, least ratio]: every pairing the components draw. */
const PAIRS: [string, string, number][] = [
  ['text', 'surface', 4.5],
  ['muted', 'surface', 4.5],
  ['text', 'surfaceAlt', 4.5],
  ['muted', 'surfaceAlt', 4.5],
  ['accent', 'surface', 4.5],
  ['accentText', 'accent', 4.5],
  ['border', 'surface', 3],
  ...TONES.flatMap((tone): [string, string, number][] => [
    [tone, 'surface', 4.5],
    [tone, `${tone}Surface`, 4.5],
    ['text', `${tone}Surface`, 4.5],
    ['muted', `${tone}Surface`, 4.5],
  ]),
];

describe('colour tokens meet WCAG AA where they are used together', () => {
  it('the contrast formula gives the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  for (const [theme, colors] of Object.entries(THEMES)) {
    it.each(PAIRS)(`${theme}: %s on %s at least %d:1`, (foreground, background, least) => {
      expect(colors[foreground], foreground).toBeDefined();
      expect(colors[background], background).toBeDefined();
      expect(contrast(colors[foreground]!, colors[background]!)).toBeGreaterThanOrEqual(least);
    });
  }
});
