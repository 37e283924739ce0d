/**
 * The onboarding forms' styles (KycForm, KybForm and their parts); every one is in the generated
 * paykit/styles.css. States are attributes (aria-invalid, data-*), never inline styles.
 */
import { cardFrame, fieldControl, focusRing, inlineLink, tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/**
 * The width scale every question sits on: twelve columns, so a question is full or spans
 * data-span twelfths ("6" half, "4" a third, "3" a quarter) and every right edge falls on one
 * of them. One column until the form's own box is 28rem wide (a phone, a sidebar); a fieldset
 * of questions (an address) is the same grid again, so its edges line up with the form's.
 */
const columns = {
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: '$4',
  '& > *': { gridColumn: '1 / -1' },
  // A select fills its column like an input (elsewhere, the dashboard's, it stops at 30em).
  '& select': { maxWidth: 'none' },
  '@container (min-width: 28rem)': Object.fromEntries([3, 4, 5, 6].map((n) => [`& > [data-span="${n}"]`, { gridColumn: `span ${n}` }])),
} as const;

/** A form standing on its own is the kit's card; inside the onboarding flow, the flow's card is its frame. */
export const form: StyleRule = /* @__PURE__ */ css({ ...cardFrame('$form'), ...columns, containerType: 'inline-size' });

/**
 * One question: label, hint, control, then its error under it, on one left edge (an error marks
 * the control and says so in words; no bar pushes the question inwards).
 */
export const group: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  alignContent: 'start',
  gap: '$2',
  minWidth: 0,
  // The hint belongs to its label: closer to it than to the control.
  '& > label + [id$="-hint"], & > legend + [id$="-hint"]': { marginBlockStart: '-$1' },
});

export const fieldset: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  alignContent: 'start',
  gap: '$2',
  '& > legend + [id$="-hint"]': { marginBlockStart: '-$1' },
  // A fieldset of questions (an address) is the form's width scale again.
  '&[data-layout="stack"]': columns,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A question's label: 500, smaller than the body, so the step's title stays the one heading. */
export const label: StyleRule = /* @__PURE__ */ css({
  display: 'block',
  padding: 0,
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$tight',
  // As a legend (a date, a choice) it is outside the fieldset's grid: its own space below.
  'legend&': { marginBlockEnd: '$2' },
  // "(optional)": the few questions one may skip say so; the rest are required, unmarked.
  '& [data-optional]': { color: '$muted', fontWeight: '$regular' },
});

/** A section of questions (an address, the owners): a 600 heading at body size, with room above it. */
export const legend: StyleRule = /* @__PURE__ */ css({
  padding: '$2 0 0',
  margin: 0,
  // 12 px to the first question: at 8 it read as one more label.
  'legend&': { marginBlockEnd: '$3' },
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  '& h2, & h3': { margin: 0, font: 'inherit' },
  '& [tabindex="-1"]:focus': { outline: 'none' },
});

export const hint: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$muted', fontSize: '$sm' });

/** A field's error, under its control: small and in the tone, so a form of empty fields is not a wall of red. */
export const errorMessage: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$danger', fontSize: '$sm', fontWeight: '$medium' });

/** Inputs and selects fill their column of the width scale, so right edges line up (the dashboard's amount stays short). */
export const input: StyleRule = /* @__PURE__ */ css({ ...fieldControl, '&[data-width="10"]': { maxWidth: 'calc(11ch + 26px)' } });

export const select: StyleRule = /* @__PURE__ */ css({ ...fieldControl, maxWidth: '30em' });

/** The date's day, month and year: one control group filling its column (the year twice as wide). */
export const dateParts: StyleRule = /* @__PURE__ */ css({ display: 'grid', gridTemplateColumns: '1fr 1fr 2fr', gap: '$2', marginBlockStart: '-$1' });

/** Each part's label reads as the date's hint ("Day", "Month", "Year"), so its control lines up with a hinted one beside it. */
export const datePart: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  minWidth: 0,
  '& label': { color: '$muted', fontWeight: '$regular', lineHeight: '$body' },
});

export const radios: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3' });

/**
 * A native radio the kit draws itself (the browser's dark radio is a grey blob on the dark card):
 * a 20 px ring on the surface; chosen, the accent with a ring of surface inside. Forced colours
 * hand it back to the browser, whose own radio shows the state in the system colours.
 */
export const radioMark = {
  appearance: 'none',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '20px',
  height: '20px',
  border: '2px solid $border',
  borderRadius: '50%',
  background: '$surface',
  cursor: 'pointer',
  '&:checked': { borderColor: '$accent', background: '$accent', boxShadow: 'inset 0 0 0 4px $colors$surface' },
  '@media (forced-colors: active)': { appearance: 'auto' },
} as const;

/** A radio and its label (and a line of help under the label): keyboard and screen-reader behaviour for free. */
export const radio: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '$3',
  alignItems: 'start',
  '& input': {
    ...radioMark,
    ...focusRing,
    margin: '2px 0 0',
    // The ring's halo must not fill the chosen dot's gap.
    '&:checked:focus-visible': { boxShadow: 'inset 0 0 0 4px $colors$surface, 0 0 0 6px $colors$focusHalo' },
  },
  '& label': { cursor: 'pointer' },
  '& [data-part="option-hint"]': { gridColumn: 2, color: '$muted', fontSize: '$sm' },
});

/**
 * GOV.UK's error summary on the danger panel: a heading with the tone's icon, then one link per
 * line. It takes focus only from the script (tabindex -1, after a failed submit), and shows it
 * with the kit's whole ring, accent and halo, whichever way the submit was pressed: a keyboard
 * user must see where focus went, and a half-drawn ring (the halo alone) framed it in near-black.
 */
export const summary: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  '&:focus': { outline: '2px solid $focus', outlineOffset: '2px', boxShadow: '0 0 0 6px $colors$focusHalo' },
  display: 'grid',
  gap: '$2',
  '& h2': { display: 'flex', alignItems: 'center', gap: '$2', margin: 0, fontSize: '$md', fontWeight: '$semibold', lineHeight: '$tight' },
  '& ul': { margin: 0, paddingInlineStart: '$5', display: 'grid', gap: '$1' },
  // One line needs no bullet; the links are sentences, not headings.
  '& li:only-child': { listStyle: 'none', marginInlineStart: '-$5' },
  '& a': { ...inlineLink, fontWeight: '$regular' },
  '& li[data-linked="false"]': { color: '$danger', fontWeight: '$semibold' },
});

/** A notice in the flow of the form: submission failures, the trust note, success. */
export const notice: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  '&:empty': { display: 'none' },
});

/**
 * Owners as rows between dividers. The open one is a tinted region (a region, not a card): its
 * row is the heading of its form, which ends with "Save owner".
 */
export const ownerList: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: '1px solid $divider',
  '& > li': { display: 'grid', gap: '$4', padding: '$4 0', borderBlockStart: '1px solid $divider' },
  '& > li[data-state="open"]': { padding: '$4', borderRadius: '$md', background: '$surfaceAlt' },
});

/**
 * A row: the name and its completeness pill, the share under them, and at the end of the name's
 * line one quiet Edit and the "⋯" menu, at every width. Asked to confirm a removal, the question
 * and its two buttons take the row's full width under it.
 */
export const ownerRow: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: '$2 $3',
  // From 28rem of form the pill sits on the name's line; narrower, beside the share under it, so
  // every row reads the same whatever the name's length.
  '& > div:first-child': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    justifyItems: 'start',
    gap: '$1 $2',
    minWidth: 0,
    color: '$muted',
    fontSize: '$sm',
    '& > div': { display: 'contents' },
    '& > p': { gridColumn: '1 / -1' },
    '@container (max-width: 28rem)': { '& h3': { gridColumn: '1 / -1' }, '& > p': { gridColumn: 'auto' } },
  },
  // As tall as the row's buttons, so the name sits on their line.
  '& h3[id]': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '$controlSmall',
    margin: 0,
    fontSize: '$md',
    fontWeight: '$medium',
    lineHeight: '$tight',
    color: '$text',
  },
  '& > div + div': { display: 'flex', gap: '$1' },
  '& > [data-part="confirm"]': { gridColumn: '1 / -1', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $3', fontSize: '$sm' },
  '& > [data-part="confirm"] > p': { flexBasis: '100%', margin: 0 },
});

/** An owner row's "⋯" menu (RowMenu): under the button, flush with the row's end, narrower than a link's; Remove in the danger tone. */
export const ownerMenu: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  // A class and an element outrank RowMenu's one-class rule, whichever reaches the page first.
  '& > div': { minWidth: '10rem' },
  '& [data-tone="danger"]': { color: '$danger' },
});

/**
 * A status word in its tone's tint: an owner row's ("Complete", "2 details missing") and a
 * verification task's ("Done", "To do"). Its two tints repeat the list pill's (react/styles/pill.ts)
 * on purpose: sharing them pulled the pill's module onto every onboarding and checkout element page,
 * 169 B and 153 B brotli, against a 45 KB page budget with 53 B to spare.
 */
export const pill: StyleRule = /* @__PURE__ */ css({
  padding: '0 $2',
  borderRadius: '$pill',
  fontSize: '$sm',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  background: '$successSurface',
  color: '$success',
  '&[data-tone="warning"]': { background: '$warningSurface', color: '$warning' },
});

/** The owners' running total: the list's quiet footer (an error over 100% is said once, under it). */
export const total: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm', fontVariantNumeric: 'tabular-nums' });

/** The owners' section: 16 px more above and below than between questions, so Continue belongs to the form. */
export const owners: StyleRule = /* @__PURE__ */ css({
  marginBlock: '$4',
  // First in its form (owners asked first, or alone): the card's own padding is the space above.
  '&:first-child': { marginBlockStart: 0, '& h2': { paddingBlockStart: 0 } },
});

/**
 * A live region that is often empty. Empty, it is taken out of the grid's flow (no double gap)
 * but stays rendered, so screen readers keep watching it (display: none would stop that).
 */
export const liveSlot: StyleRule = /* @__PURE__ */ css({ '&:empty': { position: 'absolute' } });

/** The form's buttons: the main one first, then its alternatives, wrapping on a narrow screen. */
export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
