/** The onboarding flow's frame: progress, step heading, Back, notices. States are attributes, never inline styles. */
import { cardFrame } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/** Wide enough for the list of steps (the card at its full width); narrower, the compact line and bar. */
const WIDE = '@container (min-width: 36rem)';

export const root: StyleRule = /* @__PURE__ */ css({
  ...cardFrame('$form'),
  gap: '$5',
  // The step indicator compacts by the flow's own width, wherever a page puts it.
  containerType: 'inline-size',
  // A step's form or component (the KYC form, the verification status, the account details) is
  // part of this card, not a card inside it: one frame, one left edge.
  '& form, & [data-paykit]': { padding: 0, border: 0, borderRadius: 0, boxShadow: 'none', maxWidth: 'none' },
  // One heading per step: the flow's. A step's component keeps its own title when it stands alone.
  '& [data-paykit] > [data-part="title"], & [data-paykit="virtual-account-card"] > h3:first-child': { display: 'none' },
});

/**
 * The steps as a numbered row, shown when the flow is wide: the number above the name, every
 * column as wide as its longest word (a name never breaks inside a word), the current one in the
 * accent, done ones with a tick. Narrower, it gives way to the compact line and bar.
 */
export const progress: StyleRule = /* @__PURE__ */ css({
  // The whole <nav> goes when narrow, so it leaves no gap behind in the card's grid.
  display: 'none',
  [WIDE]: { display: 'block' },
  '& ol': {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(min-content, 1fr)',
    columnGap: '$1',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: '$muted',
    fontSize: '$xs',
    lineHeight: '$tight',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    counterReset: 'pk-step',
  },
  '& li': { display: 'grid', justifyItems: 'center', alignContent: 'start', gap: '$2', textAlign: 'center', counterIncrement: 'pk-step' },
  '& li::before': {
    content: 'counter(pk-step)',
    display: 'grid',
    placeItems: 'center',
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: '$pill',
    border: '1px solid $border',
    background: '$surface',
    fontVariantNumeric: 'tabular-nums',
  },
  '& li[data-state="done"]::before': { content: '"✓"', background: '$success', borderColor: '$success', color: '$surface' },
  '& li[aria-current="step"]': { color: '$accent', fontWeight: '$medium' },
  '& li[aria-current="step"]::before': { background: '$accent', borderColor: '$accent', color: '$accentText' },
});

/** "Step 2 of 6 · Your details" over a bar: the indicator of a narrow flow, and of the first question. */
export const position: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  justifySelf: 'stretch',
  gap: '$2',
  color: '$muted',
  fontSize: '$sm',
  fontWeight: '$semibold',
  textAlign: 'start',
  [WIDE]: { display: 'none' },
});

/** The bar of the compact indicator: the accent over the divider, in every browser. */
export const bar: StyleRule = /* @__PURE__ */ css({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '$space$1',
  border: 0,
  borderRadius: '$pill',
  overflow: 'hidden',
  background: '$divider',
  color: '$accent',
  '&::-webkit-progress-bar': { background: '$divider' },
  '&::-webkit-progress-value': { background: '$accent', borderRadius: '$pill' },
  '&::-moz-progress-bar': { background: '$accent', borderRadius: '$pill' },
  // Forced colours drop backgrounds; the bar keeps an edge.
  '@media (forced-colors: active)': { border: '1px solid CanvasText' },
});

export const header: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  // The quiet Back button's label, not its hover box, sits on the card's edge.
  '& > [data-part="back"]': { marginInlineStart: '-$3' },
  // Approval's moment, as the payer's paid screen: the mark in its halo, the heading, one sentence.
  '& > [data-status-icon]': { boxSizing: 'content-box' },
  // Verification: the step's heading is only for screen readers (VerificationStatus draws the state's),
  // so the header takes no row of its own.
  '&[data-quiet="true"]': { display: 'contents' },
  '&[data-moment="true"]': { justifyItems: 'center', textAlign: 'center', '& > p': { maxWidth: '36ch', marginTop: '-$1' } },
});

export const heading: StyleRule = /* @__PURE__ */ css({
  margin: 0,
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  // Focused by the flow (tabindex -1) so reading starts there; not a control, so no ring (as GOV.UK).
  '&:focus, &:focus-visible': { outline: 'none' },
});

export const body: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$5',
  minWidth: 0,
  // A step's intro is its heading's subtitle: 8 px under it, not a section's 24.
  '& > [data-part="intro"]': { marginTop: '-$4' },
});

export const section: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '& > h3, & > legend': { margin: 0, padding: 0, fontSize: '$md', fontWeight: '$semibold', lineHeight: '$tight' },
});

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted' });

/** The flow's notices look like the forms' (submission failures, the trust note, success). */
export { notice } from '../forms/styles';

export { actions } from '../forms/styles';

/** The selectable cards' rules, listed here so paykit/styles.css carries them with the flow's. */
export { cards as choiceCards } from '../ChoiceCards/styles';
