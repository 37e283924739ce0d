/** CreatePaymentLink's styles: the root is the onboarding forms' card and width scale (forms/styles.ts). */
import { css, type StyleRule } from '../../react/styles/stitches';

export { cardTitle as heading } from '../card-parts';

/** The amount (two thirds) beside the currency (a third, the scale's own "4") from 28rem of form. */
export const pairs: StyleRule = /* @__PURE__ */ css({ '@container (min-width: 28rem)': { '& > [data-span="8"]': { gridColumn: 'span 8' } } });

/**
 * The success moment, centred as the checkout's: the check on its tinted disc, the heading, the
 * amount as the hero, the link shortened in a well, then Copy link across and the quiet actions.
 */
export const created: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  justifyItems: 'center',
  gap: '$2',
  textAlign: 'center',
  '& > *': { margin: 0 },
  '& > [data-part="title"]': { marginBlockStart: '$2', fontSize: '$lg' },
  '& > [data-part="url"]': { marginBlock: '$2', padding: '$2 $3', borderRadius: '$md', background: '$surfaceAlt' },
  '& > div': { justifyContent: 'center' },
});

/** The check, 48 px (its 1.25em) on an 80 px success-tinted disc. */
export const mark: StyleRule = /* @__PURE__ */ css({ padding: '$4', borderRadius: '50%', background: '$successSurface', fontSize: '38.4px', lineHeight: 0 });

export const textarea: StyleRule = /* @__PURE__ */ css({ minHeight: '5em', resize: 'vertical' });
