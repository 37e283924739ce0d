/** CreatePaymentLink's styles: the root is the onboarding forms' card and width scale (forms/styles.ts). */
import { css, type StyleRule } from '../../react/styles/stitches';

export { cardTitle as heading } from '../card-parts';

/** The amount (with its hint) and the currency (without) on one row: their controls share a baseline at the row's foot. */
export const pairs: StyleRule = /* @__PURE__ */ css({ '& > [data-span]': { alignSelf: 'end' } });

export const created: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', minWidth: 0 });

export const createdTitle: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$md', fontWeight: '$semibold' });

export const textarea: StyleRule = /* @__PURE__ */ css({ minHeight: '5em', resize: 'vertical' });
