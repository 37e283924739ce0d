/**
 * The onboarding forms' styles (KycForm, KybForm and their parts); every one is in the generated
 * paykit/styles.css. States are attributes (aria-invalid, data-*), never inline styles.
 */
import { focusRing, tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const form: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  display: 'grid',
  gap: '$5',
  width: '100%',
  maxWidth: '640px',
  minWidth: 0,
  // The form paints its own surface, so its text keeps its contrast on any page, in any theme.
  padding: '$4',
  borderRadius: '$lg',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: 1.5,
  textAlign: 'start',
  '& p': { margin: 0 },
  '@media (max-width: 360px)': { padding: '$2' },
});

/** One question: label, hint, error and control. An error adds GOV.UK's bar at the start edge. */
export const group: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '&[data-invalid="true"]': { borderInlineStart: '4px solid $danger', paddingInlineStart: '$3' },
});

export const fieldset: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  // A fieldset of questions (an address) spaces them like the form does.
  '&[data-layout="stack"]': { gap: '$4' },
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '&[data-invalid="true"]': { borderInlineStart: '4px solid $danger', paddingInlineStart: '$3' },
});

export const legend: StyleRule = /* @__PURE__ */ css({
  padding: 0,
  margin: '0 0 $2',
  fontWeight: 700,
  fontSize: '$md',
  '&[data-size="large"]': { fontSize: '$lg' },
  '& h2, & h3': { margin: 0, font: 'inherit' },
  '& [tabindex="-1"]:focus': { outline: 'none' },
});

export const label: StyleRule = /* @__PURE__ */ css({ display: 'block', fontWeight: 600 });

export const hint: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$muted', fontSize: '$sm' });

export const errorMessage: StyleRule = /* @__PURE__ */ css({ display: 'block', color: '$danger', fontWeight: 700 });

const control = {
  ...focusRing,
  display: 'block',
  width: '100%',
  minHeight: '44px',
  padding: '$2',
  border: '2px solid $border',
  borderRadius: '$sm',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: 1.25,
  '&[aria-invalid="true"]': { borderColor: '$danger' },
} as const;

/** Text inputs; data-width caps the width to what the answer needs (GOV.UK's fixed widths). */
export const input: StyleRule = /* @__PURE__ */ css({
  ...control,
  '&[data-width="2"]': { maxWidth: 'calc(3ch + 24px)' },
  '&[data-width="4"]': { maxWidth: 'calc(5ch + 24px)' },
  '&[data-width="6"]': { maxWidth: 'calc(7ch + 24px)' },
  '&[data-width="10"]': { maxWidth: 'calc(11ch + 24px)' },
  '&[data-width="20"]': { maxWidth: 'calc(21ch + 24px)' },
});

export const select: StyleRule = /* @__PURE__ */ css({ ...control, maxWidth: '30em' });

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
  '& label': { fontWeight: 600, cursor: 'pointer' },
  '& [data-part="option-hint"]': { gridColumn: 2, color: '$muted', fontSize: '$sm' },
});

export const summary: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  display: 'grid',
  gap: '$2',
  padding: '$4',
  border: '4px solid $danger',
  borderRadius: '$sm',
  background: '$surface',
  '& h2': { margin: 0, fontSize: '$lg', lineHeight: 1.3 },
  '& ul': { margin: 0, paddingInlineStart: '$4', display: 'grid', gap: '$1' },
  '& a': {
    ...focusRing,
    color: '$danger',
    fontWeight: 700,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    overflowWrap: 'anywhere',
  },
  '& li[data-linked="false"]': { color: '$danger', fontWeight: 700 },
});

/** A notice in the flow of the form: submission failures, the trust note, success. */
export const notice: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  '&:empty': { display: 'none' },
});

export const owner: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  margin: 0,
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  '@media (max-width: 360px)': { padding: '$3' },
});

export const total: StyleRule = /* @__PURE__ */ css({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  '&[data-over="true"]': { color: '$danger' },
});

/**
 * A live region that is often empty. Empty, it is taken out of the grid's flow (no double gap)
 * but stays rendered, so screen readers keep watching it (display: none would stop that).
 */
export const liveSlot: StyleRule = /* @__PURE__ */ css({ '&:empty': { position: 'absolute' } });

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
