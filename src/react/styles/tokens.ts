/**
 * Semantic design tokens. Each becomes a CSS custom property named
 * `--pk-<scale>-<token>` (e.g. `--pk-colors-accent`), which a merchant can override
 * with plain CSS, no Stitches needed (see docs/theming.md).
 */
export const lightTokens = {
  colors: {
    surface: '#ffffff',
    surfaceAlt: '#f3f4f6',
    text: '#15181e',
    muted: '#535a67',
    accent: '#2347c5',
    accentText: '#ffffff',
    border: '#858c99',
    // Card edges and dividers: decoration, so below the 3:1 that control borders keep.
    divider: '#dde0e5',
    focus: '#0b57d0',
    focusHalo: '#ffffff',
    success: '#11702f',
    warning: '#875100',
    danger: '#b3261e',
    info: '#1f56b8',
    // Tinted backgrounds of status panels; each tone's colour, text and muted keep AA on them.
    successSurface: '#e9f6ee',
    warningSurface: '#fdf3e2',
    dangerSurface: '#fcecea',
    infoSurface: '#eaf1fc',
    overlay: 'rgba(10, 12, 16, 0.6)',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px' },
  // The type scale: xs captions, sm secondary text and small controls, md body and controls,
  // lg card titles, xl page titles, xxl the amount a payer must send.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeights: { regular: '400', medium: '500', semibold: '600', bold: '650' },
  lineHeights: { tight: '1.25', body: '1.5' },
  // Control heights (44 px meets WCAG 2.5.5's target size) and the widths cards are drawn at.
  sizes: { control: '44px', controlSmall: '36px', narrow: '30rem', form: '40rem', wide: '75rem' },
  shadows: { card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 16px rgba(16, 24, 40, 0.08)' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  zIndices: { overlay: '2147483000' },
};

/** Every design token of a theme (colours, spacing, radii, fonts, sizes). */
export type PaykitTokens = typeof lightTokens;

/** A theme as a merchant passes it: any subset of the tokens. */
export type PaykitThemeTokens = { [Scale in keyof PaykitTokens]?: { [Token in keyof PaykitTokens[Scale]]?: string } };

/** The dark theme's tokens. */
export const darkTokens = {
  colors: {
    surface: '#15181d',
    surfaceAlt: '#1f242c',
    text: '#eef0f3',
    muted: '#aab1bd',
    accent: '#8fb3ff',
    accentText: '#0b1020',
    border: '#7d8594',
    divider: '#2e343e',
    focus: '#9cc0ff',
    focusHalo: '#0b0d10',
    success: '#63d38f',
    warning: '#f3b953',
    danger: '#ff9185',
    info: '#8fb3ff',
    successSurface: '#132a1c',
    warningSurface: '#2d2313',
    dangerSurface: '#341b19',
    infoSurface: '#17233a',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadows: { card: '0 1px 2px rgba(0, 0, 0, 0.5), 0 4px 16px rgba(0, 0, 0, 0.45)' },
} satisfies PaykitThemeTokens;

/** A custom brand, as an example of a merchant theme (used by the Storybook theme toolbar). */
export const brandTokens = {
  colors: {
    surface: '#fffaf3',
    surfaceAlt: '#f6ecdd',
    text: '#2b1d0e',
    muted: '#69533b',
    accent: '#8a2c0d',
    accentText: '#ffffff',
    border: '#8f7a63',
    divider: '#e4d6c3',
    focus: '#6a1fb0',
    focusHalo: '#fffaf3',
  },
  radii: { sm: '2px', md: '4px', lg: '6px' },
  fonts: { body: 'Georgia, "Times New Roman", serif' },
} satisfies PaykitThemeTokens;

/** The CSS variable a token becomes: cssVariable('colors', 'accent') → '--pk-colors-accent'. */
export function cssVariable<Scale extends keyof PaykitTokens>(scale: Scale, token: keyof PaykitTokens[Scale] & string): string {
  return `--pk-${scale}-${token}`;
}

/** Every token's CSS variable name, for documentation and tests. */
export function cssVariableNames(): string[] {
  return (Object.keys(lightTokens) as (keyof PaykitTokens)[]).flatMap((scale) => Object.keys(lightTokens[scale]).map((token) => `--pk-${scale}-${token}`));
}
