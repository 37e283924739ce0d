/** AccountStatus's styles, from the kit's tokens and shared parts. Layout by each rule's own gap: base's stack would add its bytes to the dashboard's budget. */
import { cardFrame, inlineLink, tonedPanel } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

// No width of its own: it fills the column it is given (the dashboard's grid lines its edges up).
export const root: StyleRule = /* @__PURE__ */ css(cardFrame('none'));

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

/** A part's heading, and the banner's headline. */
export const subheading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$md', fontWeight: '$semibold', lineHeight: '$tight' });

// The icon floats at the start of the first line and the words flow under it after that, so on a
// narrow card the headline keeps the panel's whole width instead of a column beside the icon.
export const banner: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'flow-root',
  '& > svg': { float: 'inline-start', marginInlineEnd: '$2' },
  '& > div > * + *': { marginTop: '$1' },
});

/** A part of the card (tasks, capabilities, bank details): its heading and what follows, $2 apart. */
export const section: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2', minWidth: 0 });

export const list: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });

// Icon and words on one line at any width: the words wrap beside the icon, never under it.
export const item: StyleRule = /* @__PURE__ */ css({ display: 'flex', alignItems: 'center', gap: '$2', '& > :last-child': { minWidth: 0 } });

export const link: StyleRule = /* @__PURE__ */ css(inlineLink);

// Label above value at every width (side by side when wide would cost the dashboard's budget
// a container query's bytes); values never break inside a word, the BSB and number never at all.
export const details: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '0 $4',
  alignItems: 'baseline',
  margin: 0,
  '& dt': { color: '$muted', fontSize: '$sm', fontWeight: '$semibold' },
  '& dd': { margin: '0 0 $2', fontWeight: '$semibold', fontVariantNumeric: 'tabular-nums' },
  '& [data-field="bsb"], & [data-field="account-number"]': { whiteSpace: 'nowrap' },
});

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted' });
