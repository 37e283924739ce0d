/** The verification status's styles; every one is in the generated paykit/styles.css. */
import { cardFrame, focusRing, tonedPanel } from '../../styles/base';
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  .../* @__PURE__ */ cardFrame('560px'),
  '&[data-state="approved"]': {
    justifyItems: 'center',
    textAlign: 'center',
    '& > [role="status"]': { padding: 0, background: 'none', color: '$muted' },
    '& > [role="status"] > :first-child': { color: '$text', fontSize: '$lg' },
  },
});

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const status: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gap: '$1',
});

export const statusTitle: StyleRule = /* @__PURE__ */ css({ fontWeight: 700 });

export const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

export const warning: StyleRule = /* @__PURE__ */ css({ color: '$warning', fontSize: '$sm', fontWeight: 600 });

export const tasks: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'pk-task',
});

export const task: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$2',
  minWidth: 0,
  // Rows between dividers, not boxes inside the card.
  paddingTop: '$4',
  borderTop: '1px solid $divider',
});

export const taskHeader: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2',
  '& > :first-child': { margin: 0, fontSize: '$md', fontWeight: 700 },
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $3' });

export const error: StyleRule = /* @__PURE__ */ css({
  color: '$danger',
  fontWeight: 600,
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
});

/** The support contact: a plain underlined link, a 44 px target when it stands alone. */
export const link: StyleRule = /* @__PURE__ */ css({
  ...focusRing,
  color: '$text',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '[data-part="rejection-next"] > &': { display: 'inline-flex', alignItems: 'center', minHeight: '44px' },
});
