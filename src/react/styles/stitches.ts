/**
 * The kit's one Stitches instance: the only module that imports @stitches/core.
 *
 * Typed through the public `createStitches` export with explicit type arguments: exporting
 * the inferred instance breaks .d.ts emit on every TypeScript version (TS2742 / TS2883), and
 * inference without the arguments makes type checking this file take minutes.
 */
import { createStitches, type DefaultThemeMap } from '@stitches/core';
import { mirrorRules, type MemoryGroup } from './rule-mirror';
import { mirrorDocument } from './rule-target';
import { darkTokens, lightTokens, type PaykitThemeTokens } from './tokens';

/** Neither media shorthands nor utils: the kit uses none (Stitches' own default, the empty object type). */
type NoMedia = Record<never, never>;
type NoUtils = Record<never, never>;

type Kit = ReturnType<typeof createStitches<'pk', NoMedia, typeof lightTokens, DefaultThemeMap, NoUtils>>;

const config = { prefix: 'pk' as const, theme: lightTokens };

/**
 * Stitches keeps every rule in its in-memory sheet (`root: null`), never touching the
 * document itself: on the server that sheet is all there is (getCssText), and in a browser
 * rule-mirror.ts copies what the page lacks into a constructed sheet. (Stitches' own
 * <style> element made a strict CSP throw at import, and it could not recognise a minified
 * paykit/styles.css, so it added every rule twice.)
 */
const kit = createStitches<'pk', NoMedia, typeof lightTokens, DefaultThemeMap, NoUtils>({ ...config, root: null } as typeof config);

/** Stitches' groups in cascade order (its internal list; Stitches 1.2.8 is pinned). */
const GROUP_NAMES = ['themed', 'global', 'styled', 'onevar', 'resonevar', 'allvar', 'inline'] as const;

/** One group of Stitches 1.2.8's sheet: its rules, and the keys of what it has inserted (class names, theme names, hashes of global rules). */
interface SheetGroup {
  group: MemoryGroup;
  cache: Set<string>;
}

function sheetGroups(): SheetGroup[] {
  const { rules } = (kit as unknown as { sheet: { rules: Partial<Record<string, SheetGroup>> } }).sheet;
  return GROUP_NAMES.map((name) => {
    const entry = rules[name];
    if (!entry || !Array.isArray(entry.group.cssRules) || !(entry.cache instanceof Set))
      throw new Error(`paykit needs Stitches 1.2.8 (its sheet has no "${name}" group)`);
    return entry;
  });
}

/** The in-memory sheet's groups, in cascade order. */
export function memoryGroups(): MemoryGroup[] {
  return sheetGroups().map(({ group }) => group);
}

/**
 * What Stitches has inserted, per group in cascade order: it writes a rule only for a key it has
 * not seen, so adding keys here (styles/painted-styles.ts) spares it rules a page already holds.
 */
export function insertedKeys(): Set<string>[] {
  return sheetGroups().map(({ cache }) => cache);
}

/** Why the kit's rules could not reach the document (null when they could); tests may set it. */
export const sheetStatus: { failure: unknown } = { failure: null };

let documentMirror: (() => void) | null = null;

/**
 * Copies the rules into the document, now and from then on; the first provider rendered in
 * the document calls it before layout. Nothing reaches the document before that, so a page whose
 * only providers sit in shadow roots (paykit/elements) keeps its own styles untouched.
 */
export function flushStyles(): void {
  if (typeof document === 'undefined') return;
  documentMirror ??= mirrorRules(memoryGroups(), mirrorDocument(document), (failure) => {
    sheetStatus.failure = failure;
  });
  documentMirror();
}

/** Every rule the in-memory sheet holds, as Stitches wrote it, in cascade order. */
export function ruleTexts(): string[] {
  return memoryGroups().flatMap((group) => group.cssRules.map((rule) => rule.cssText));
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

/** A style rule (see StyleRule). */
export const css: Kit['css'] = kit.css;
/** Global rules (the auto theme's media query). */
export const globalCss: Kit['globalCss'] = kit.globalCss;
/** An animation's keyframes. */
export const keyframes: Kit['keyframes'] = kit.keyframes;
/** A theme class from token overrides. */
export const createTheme: Kit['createTheme'] = kit.createTheme;
/** Every rule inserted so far, as CSS text with Stitches' marker rules. */
export const getCssText: Kit['getCssText'] = kit.getCssText;
/** The default (light) theme: its class also applies the tokens below :root. */
export const lightTheme: Kit['theme'] = kit.theme;

/** Why the kit's rules could not reach the document, or null when they could. */
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
    [`.${AUTO_THEME_CLASS}`]: Object.fromEntries(
      (['colors', 'shadows'] as const).flatMap((scale) => Object.entries(darkTokens[scale]).map(([token, value]) => [`--pk-${scale}-${token}`, value])),
    ),
  },
});

/** A merchant's token object as a theme class, layered over the light theme. */
export function customTheme(tokens: PaykitThemeTokens): string {
  return createTheme(tokens as Parameters<typeof createTheme>[0]).className;
}
