/** CreatePaymentLink's styles: the kit's card around the onboarding forms' fields. */
import { cardFrame } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';

export { cardTitle as heading } from '../card-parts';

export const root: StyleRule = /* @__PURE__ */ css(cardFrame('$form'));

export const created: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', minWidth: 0 });

export const createdTitle: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$md', fontWeight: '$semibold' });

export const textarea: StyleRule = /* @__PURE__ */ css({ minHeight: '5em', resize: 'vertical' });
