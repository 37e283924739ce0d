export { lightTokens, darkTokens, brandTokens, cssVariable, cssVariableNames, type PaykitTokens, type PaykitThemeTokens } from './tokens';
export {
  css,
  keyframes,
  globalCss,
  createTheme,
  getCssText,
  lightTheme,
  darkTheme,
  AUTO_THEME_CLASS,
  autoThemeStyles,
  customTheme,
  styleSheetFailure,
  type StyleRule,
  type ThemeRule,
} from './stitches';
export { button, fieldControl, inlineLink, focusRing, stack, cluster, grid, cardFrame, tonedPanel, skeleton, visuallyHidden, providerRoot, cx } from './base';
