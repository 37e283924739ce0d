/**
 * The kit's one Stitches instance: the only module that imports @stitches/react.
 *
 * Typed through the public `createStitches` export with explicit type arguments (see
 * TOOLCHAIN.md): exporting the inferred instance breaks .d.ts emit, and inference without
 * the arguments makes type checking this file take minutes.
 */
import { createStitches, type DefaultThemeMap } from '@stitches/react';
import { darkTokens, lightTokens, type PaykitThemeTokens } from './tokens';

/** Neither media shorthands nor utils: the kit uses none (Stitches' own default, the empty object type). */
type NoMedia = Record<never, never>;
type NoUtils = Record<never, never>;

type Kit = ReturnType<typeof createStitches<'pk', NoMedia, typeof lightTokens, DefaultThemeMap, NoUtils>>;

const config = { prefix: 'pk' as const, theme: lightTokens };

/**
 * Stitches creates its <style> element as soon as it is created. Under a CSP without
 * 'unsafe-inline' in style-src that element gets no sheet and Stitches throws
 * ("Cannot read properties of null (reading 'cssRules')") at import time, which would take
 * the merchant's whole page down. Then we keep going with an in-memory sheet (class names
 * still work; the styles come from paykit/styles.css if the page loads it) and report the
 * failure, which the provider shows. `root` is for tests (Stitches' own option, untyped).
 */
export function createKit(root?: unknown): { kit: Kit; failure: unknown } {
  try {
    const kit =
      root === undefined
        ? createStitches<'pk', NoMedia, typeof lightTokens, DefaultThemeMap, NoUtils>(config)
        : createStitches<'pk', NoMedia, typeof lightTokens, DefaultThemeMap, NoUtils>({ ...config, root } as typeof config);
    return { kit, failure: null };
  } catch (failure) {
    return { kit: createStitches<'pk', NoMedia, typeof lightTokens, DefaultThemeMap, NoUtils>({ ...config, root: null } as typeof config), failure };
  }
}

/**
 * A css() rule as the components use it: call it for its class name (which also inserts the
 * rule). Named here so declaration files need none of Stitches' internal types.
 */
export interface StyleRule {
  (): string & { className: string };
  /** The rule's class name. */
  className: string;
  /** The rule's selector (`.` and the class name). */
  selector: string;
}

/** A theme made by createTheme: its class name applies its tokens. */
export interface ThemeRule {
  /** The theme's class name. */
  className: string;
  /** The theme's selector. */
  selector: string;
  /** The class name (so a theme can be used as a string). */
  toString(): string;
}

const created = createKit();
const kit = created.kit;

/** Why the style sheet could not be created at import time (null when it was); tests may set it. */
export const sheetStatus: { failure: unknown } = { failure: created.failure };

/** A style rule (see StyleRule). */
export const css: Kit['css'] = kit.css;
/** Global rules (the auto theme's media query). */
export const globalCss: Kit['globalCss'] = kit.globalCss;
/** An animation's keyframes. */
export const keyframes: Kit['keyframes'] = kit.keyframes;
/** A theme class from token overrides. */
export const createTheme: Kit['createTheme'] = kit.createTheme;
/** Every rule inserted so far, as CSS text (paykit/styles.css is built from it). */
export const getCssText: Kit['getCssText'] = kit.getCssText;
/** The default (light) theme: its class also applies the tokens below :root. */
export const lightTheme: Kit['theme'] = kit.theme;

/** Why the style sheet could not be created at import time, or null when it was. */
export function styleSheetFailure(): unknown {
  return sheetStatus.failure;
}

/** A stable class name, so a merchant's CSS can target the dark theme. */
export const darkTheme: ThemeRule = /* @__PURE__ */ createTheme('pk-theme-dark', darkTokens);

/** 'auto' follows the payer's system setting: the dark tokens under prefers-color-scheme: dark. */
export const AUTO_THEME_CLASS = 'pk-theme-auto';
/** Inserts the auto theme's dark-mode rule. */
export const autoThemeStyles = /* @__PURE__ */ globalCss({
  '@media (prefers-color-scheme: dark)': {
    [`.${AUTO_THEME_CLASS}`]: Object.fromEntries(Object.entries(darkTokens.colors).map(([token, value]) => [`--pk-colors-${token}`, value])),
  },
});

/** A merchant's token object as a theme class, layered over the light theme. */
export function customTheme(tokens: PaykitThemeTokens): string {
  return createTheme(tokens as Parameters<typeof createTheme>[0]).className;
}
