/**
 * The onboarding forms' styles (KycForm, KybForm and their parts); every one is in the generated
 * paykit/styles.css. States are attributes (aria-invalid, data-*), never inline styles.
 */
import { cardFrame, fieldControl, focusRing, inlineLink, tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

/** A form standing on its own is the kit's card; inside the onboarding flow, the flow's card is its frame. */
export const form: StyleRule = /* @__PURE__ */ css(cardFrame('$form'));

/**
 * One question: label, hint, error and control, on one left edge (an error marks the control and
 * says so in words; no bar pushes the question inwards).
 */
export const group: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2', minWidth: 0 });

export const fieldset: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  // A fieldset of questions (an address) spaces them like the form does.
  '&[data-layout="stack"]': { gap: '$4' },
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend: StyleRule = /* @__PURE__ */ css({
  padding: 0,
  margin: '0 0 $2',
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  '&[data-size="large"]': { fontSize: '$lg' },
  '& h2, & h3': { margin: 0, font: 'inherit' },
  '& [tabindex="-1"]:focus': { outline: 'none' },
});

export const label: StyleRule = /* @__PURE__ */ css({ display: 'block', fontWeight: '$semibold', lineHeight: '$tight' });

export const hint: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$muted', fontSize: '$sm' });

/** A field's error: small and in the tone, so a form of empty fields marked "Required" is not a wall of red. */
export const errorMessage: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$danger', fontSize: '$sm', fontWeight: '$semibold' });

/** Text inputs; data-width caps the width to what the answer needs (GOV.UK's fixed widths). */
export const input: StyleRule = /* @__PURE__ */ css({
  ...fieldControl,
  '&[data-width="2"]': { maxWidth: 'calc(3ch + 26px)' },
  '&[data-width="4"]': { maxWidth: 'calc(5ch + 26px)' },
  '&[data-width="6"]': { maxWidth: 'calc(7ch + 26px)' },
  '&[data-width="10"]': { maxWidth: 'calc(11ch + 26px)' },
  '&[data-width="20"]': { maxWidth: 'calc(21ch + 26px)' },
});

export const select: StyleRule = /* @__PURE__ */ css({ ...fieldControl, maxWidth: '30em' });

export const dateParts: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', gap: '$3' });

export const datePart: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$1' });

export const radios: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3' });

/** Native radios, enlarged: keyboard and screen-reader behaviour for free. */
export const radio: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '$3',
  alignItems: 'start',
  '& input': {
    ...focusRing,
    width: '24px',
    height: '24px',
    margin: '2px 0 0',
    accentColor: '$colors$accent',
    cursor: 'pointer',
  },
  '& label': { fontWeight: '$semibold', cursor: 'pointer' },
  '& [data-part="option-hint"]': { gridColumn: 2, color: '$muted', fontSize: '$sm' },
});

/** GOV.UK's error summary on the danger panel: a heading with the tone's icon, then one link per line. */
export const summary: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  ...tonedPanel,
  display: 'grid',
  gap: '$2',
  '& h2': { display: 'flex', alignItems: 'center', gap: '$2', margin: 0, fontSize: '$md', fontWeight: '$semibold', lineHeight: '$tight' },
  '& ul': { margin: 0, paddingInlineStart: '$5', display: 'grid', gap: '$1' },
  '& a': inlineLink,
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

/** One owner: a section of the form under a divider, on the form's own left edge. */
export const owner: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  margin: 0,
  padding: '$4 0 0',
  border: 0,
  borderBlockStart: '1px solid $divider',
  // Floated, the legend leaves the divider and stands in the grid like any heading.
  '& > legend': { float: 'inline-start', margin: 0 },
});

export const total: StyleRule = /* @__PURE__ */ css({
  fontWeight: '$semibold',
  fontVariantNumeric: 'tabular-nums',
  '&[data-over="true"]': { color: '$danger' },
});

/**
 * A live region that is often empty. Empty, it is taken out of the grid's flow (no double gap)
 * but stays rendered, so screen readers keep watching it (display: none would stop that).
 */
export const liveSlot: StyleRule = /* @__PURE__ */ css({ '&:empty': { position: 'absolute' } });

/** The form's buttons: the main one first, then its alternatives, wrapping on a narrow screen. */
export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
