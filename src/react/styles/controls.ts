/**
 * The kit's one button family and its one field control. Every component draws its buttons
 * and inputs from here, so a merchant's theme changes them all at once (docs/design.md).
 */
import { focusRing } from './focus';
import { css, type StyleRule } from './stitches';

/**
 * A button: primary by default. `data-variant` picks the role — `secondary` (an outlined
 * alternative), `quiet` (a low-emphasis action among others, no frame until hovered) or
 * `destructive` (removes something); `data-size="small"` for dense rows; `data-shape="icon"`
 * for a square button that holds only an icon (give it an aria-label). A button never looks
 * like a link: the label is never underlined, whatever the variant.
 */
export const button: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  // Its height is the control size whatever page it sits on (a card sets border-box for its
  // content, a page may not).
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$control',
  padding: '$2 $4',
  border: '1px solid $accent',
  borderRadius: '$md',
  background: '$accent',
  color: '$accentText',
  fontFamily: '$body',
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textAlign: 'center',
  maxWidth: '100%',
  '&[data-variant="secondary"]': { background: '$surface', color: '$accent' },
  '&[data-variant="quiet"]': { background: 'transparent', borderColor: 'transparent', color: '$accent' },
  '&[data-variant="destructive"]': { background: '$surface', borderColor: '$danger', color: '$danger' },
  '&[data-size="small"]': { minHeight: '$controlSmall', padding: '$1 $3', fontSize: '$sm' },
  '&[data-shape="icon"]': { width: '$control', padding: 0 },
  '&[data-shape="icon"][data-size="small"]': { width: '$controlSmall' },
  '&[data-width="full"]': { width: '100%' },
  // Disabled keeps the role's shape, faded: a primary stays a filled accent button, an outlined
  // one keeps its outline, a quiet one stays frameless (a grey box read as another kind of button).
  '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  '@media (hover: hover)': {
    '&:not([aria-disabled="true"]):not(:disabled):hover': { filter: 'brightness(1.08)' },
    '&[data-variant="quiet"]:not([aria-disabled="true"]):not(:disabled):hover': { background: '$surfaceAlt', filter: 'none' },
  },
  // A label too long for its row wraps rather than overflowing, on the narrowest screens only.
  '@media (max-width: 360px)': { whiteSpace: 'normal' },
});

/**
 * A text input, select or date part: one height, one border, one invalid state. Spread it into
 * a control's own rule for widths (see forms/styles.ts).
 */
// Object.assign marked pure, not a spread: a bundle that never reads it (the checkout's) drops it.
export const fieldControl = /* @__PURE__ */ Object.assign({}, focusRing, {
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  minHeight: '$control',
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$md',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$tight',
  '&[aria-invalid="true"]': { borderColor: '$danger', boxShadow: 'inset 0 0 0 1px $colors$danger' },
} as const);

/** A link: the accent, underlined, with the focus ring. Use it for navigation, never for an action. */
export const inlineLink = {
  ...focusRing,
  color: '$accent',
  fontWeight: '$semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
} as const;
