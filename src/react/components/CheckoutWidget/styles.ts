/** The checkout widget's styles; every one is in the generated paykit/styles.css. */
import { cardFrame } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/** Wide enough for the amount beside its copy button at full size (the card's own width, not the screen's). */
const WIDE = '@container (min-width: 21rem)';

export const root: StyleRule = /* @__PURE__ */ css({
  .../* @__PURE__ */ cardFrame('440px'),
  // The parts lay out by the card's width, wherever a merchant puts it.
  containerType: 'inline-size',
  // Japanese breaks between phrases, not inside words ("お待ちし / ています"), on any merchant's page;
  // every other language breaks as normal under it (CSS Text 4), so no :lang(ja) to pay for.
  wordBreak: 'auto-phrase',
});

/** The default layout's first row: the status pill, and the time left at its end over a thin bar; an alert or the paid moment takes the whole row. */
export const head: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: '$2 $1',
  '& > [data-tone], & > [data-part="countdown"] > svg': { gridColumn: '1 / -1' },
  '& > [data-part="countdown"]': { display: 'contents' },
  // Under an alert (underpaid) the time keeps its place at the row's end, beside its label.
  '& > [data-tone] + [data-part="countdown"] > span:first-child': { gridColumn: 2 },
  // Expired: the alert's "Start again" goes to the card's foot (see outcome-styles).
  '&:has(> [data-tone="danger"])': { display: 'contents' },
});

export const label: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  color: '$muted',
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$tight',
});

export const amountRow: StyleRule = /* @__PURE__ */ css({
  // The number and its copy button on one line; a long amount on a narrow card keeps its own
  // line and the button moves under it.
  '& [data-hero-line]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', marginTop: '$1' },
  // The copy glyph 8 px after the number, in a 32 px target (44 px under a finger).
  '& [data-hero-line] button': { maxWidth: 'none', marginInlineStart: '-$2' },
  '@media (pointer: fine)': { '& [data-hero-line] button': { width: '32px', minHeight: '32px' } },
  // Inline: one quiet row ("Exact amount 125.50 USDT ⧉ TRON"), for a page whose own hero is the amount:
  // it never breaks after the label nor inside the amount; only the chip may go under it.
  '&[data-style="inline"] > p': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '$2' },
  '&[data-style="inline"] [data-hero-line]': { display: 'contents' },
  // Beside a page's own hero the amount is read, not shown off: regular, so the page has one bold figure.
  '&[data-style="inline"] [data-amount]': { fontSize: '$md', fontWeight: '$regular' },
  // An expired amount is a fact, not the hero.
  '&[data-state="expired"] [data-amount]': { fontSize: '$md' },
  // The network, named once on the label's line: a chip that never breaks ("TRON (TRC-20)" stays whole at 320 px).
  '& [data-part="network"]': {
    display: 'inline-block',
    padding: '0 $2',
    borderRadius: '$pill',
    background: '$surfaceAlt',
    fontSize: '$sm',
    whiteSpace: 'nowrap',
  },
});

export const amount: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  fontSize: '$xl',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  // An amount is one unbroken value: set smaller when long, never wrapped.
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '&[data-long]': { fontSize: '$lg' },
  [WIDE]: { fontSize: '$xxl', '&[data-long]': { fontSize: '$xl' } },
});

export const detail: StyleRule = /* @__PURE__ */ css({ display: 'block', flexBasis: '100%', color: '$muted', fontSize: '$sm' });

/** The address in its box, its copy button at the box's end. */
export const address: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  alignItems: 'center',
  borderRadius: '$md',
  background: '$surfaceAlt',
  color: '$muted',
  fontFamily: '$mono',
  // Small enough that a 34-character TRON address is one line beside its copy button in a 400 px card.
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  // Lines of even length: no last group left alone on its own line.
  '& p': { flex: 1, minWidth: 0, padding: '$2 $3', textWrap: 'balance' },
  // The copy button over the text's end padding, 4 px from the box's edge.
  '& > span': { display: 'flex', marginInline: '-$3 $1' },
  // One click selects the whole address; the gaps between groups are margins, not spaces,
  // so a copied selection is the address exactly.
  '& [data-address-groups]': { userSelect: 'all' },
  '& [data-group]': { marginInlineEnd: '0.5ch' },
  '& [data-group]:last-of-type': { marginInlineEnd: 0 },
  '& strong': { color: '$text', fontWeight: '$semibold' },
});

/** The address's label, the address, and one line of advice (the detail's size: it matters more than the fee note); a phone's actions, one under the other. */
export const addressSection: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2' });

/** A copy button: an icon-only one says "Copied" in a tip over itself, so nothing around it moves. */
export const copy: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  '&[data-shape] > span': {
    position: 'absolute',
    bottom: '100%',
    left: '50%',
    translate: '-50%',
    padding: '0 $2',
    borderRadius: '$sm',
    background: '$text',
    color: '$surface',
    whiteSpace: 'nowrap',
  },
});

export const qr: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'center',
  width: '100%',
  // At least 200 px (180 px of code on a 375 px phone): large enough to scan across a desk, with the mark.
  maxWidth: '240px',
  margin: 0,
  padding: '$2',
  borderRadius: '$md',
  // Dark modules on white in every theme: scanners need the contrast and the quiet zone.
  background: '#ffffff',
  '& svg': { display: 'block', width: '100%', height: 'auto' },
});

/** How much arrived (underpaid, or closed after part came in; here, not in outcome-styles, whose `mark` onboarding pages load): a 6 px two-tone bar (received in the success tone on a neutral track), the words 8 px under it. */
export const received: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'stretch',
  '& svg': { display: 'block', width: '100%', height: '6px', margin: '$3 0 $2', borderRadius: '3px' },
  // What arrived fills from the reading start: SVG draws from the left in every direction.
  '& svg:dir(rtl)': { scale: '-1 1' },
  '& rect': { fill: '$divider' },
  '& rect + rect': { fill: '$success' },
});

export const countdown: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$2',
  color: '$muted',
  // On the narrowest cards the time stands alone beside the status; its label is still read.
  '@container (max-width: 19rem)': {
    '& > span:first-child': { position: 'absolute', clip: 'rect(0, 0, 0, 0)' },
  },
  '& [role="timer"]': { color: '$text', fontWeight: '$medium', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '&[data-tone="warning"] [role="timer"]': { color: '$warning' },
  '&[data-tone="danger"] [role="timer"]': { color: '$danger' },
  // The time left as a bar: a visible track, then what is left in the accent, the warning tone near the end.
  '& svg': { flexBasis: '100%', width: '100%', height: '3px' },
  // What is left runs from the reading start: SVG draws from the left in every direction.
  '& svg:dir(rtl)': { scale: '-1 1' },
  '& rect': { fill: '$divider' },
  '& rect + rect': { fill: '$accent' },
  '&[data-tone="warning"] rect + rect': { fill: '$warning' },
});

/** The fee note, the smallest print: the address's check above it matters more. */
export const instructions: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$xs', '& > span': { display: 'block', marginTop: '$2' } });

/** The test-mode marker: the same quiet amber pill as the hosted page's, in sentence case. */
export const testMode: StyleRule = /* @__PURE__ */ css({
  justifySelf: 'start',
  padding: '$1 $2',
  borderRadius: '$pill',
  background: '$warningSurface',
  color: '$warning',
  fontSize: '$xs',
  fontWeight: '$medium',
});

export const skeletonStack: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3' });
export const skeletonTitle: StyleRule = /* @__PURE__ */ css({ height: '2rem', width: '60%' });
export const skeletonQr: StyleRule = /* @__PURE__ */ css({ height: '240px', width: '240px', maxWidth: '100%', justifySelf: 'center' });
export const skeletonLine: StyleRule = /* @__PURE__ */ css({ height: '3.5rem' });
