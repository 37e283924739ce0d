/** The verification status's styles; every one is in the generated paykit/styles.css. */
import { css, type StyleRule } from '../../styles/stitches';

export const root: StyleRule = /* @__PURE__ */ css({
  position: 'relative',
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  display: 'grid',
  gap: '$4',
  width: '100%',
  maxWidth: '560px',
  minWidth: 0,
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$lg',
  background: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: 1.5,
  textAlign: 'start',
  '& p': { margin: 0 },
  '@media (max-width: 360px)': { padding: '$3', gap: '$3' },
});

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const status: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$1',
  padding: '$3',
  borderRadius: '$md',
  background: '$surfaceAlt',
  borderInlineStart: '4px solid $accent',
  '&[data-tone="success"]': { borderInlineStartColor: '$success' },
  '&[data-tone="warning"]': { borderInlineStartColor: '$warning' },
  '&[data-tone="danger"]': { borderInlineStartColor: '$danger' },
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
  padding: '$3',
  border: '1px solid $border',
  borderRadius: '$md',
  '&[data-done="true"]': { borderColor: '$success' },
});

export const taskHeader: StyleRule = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2',
  '& > :first-child': { margin: 0, fontSize: '$md', fontWeight: 700 },
});

export const badge: StyleRule = /* @__PURE__ */ css({
  padding: '0 $2',
  borderRadius: '$pill',
  border: '1px solid $border',
  fontSize: '$sm',
  fontWeight: 600,
  color: '$muted',
  '&[data-done="true"]': { borderColor: '$success', color: '$success' },
});

export const actions: StyleRule = /* @__PURE__ */ css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $3' });

export const error: StyleRule = /* @__PURE__ */ css({
  color: '$danger',
  fontWeight: 600,
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
});
