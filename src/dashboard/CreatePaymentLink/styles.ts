/** CreatePaymentLink's styles; the form's own come from the onboarding forms' parts. */
import { css, type StyleRule } from '../../react/styles/stitches';

export const heading: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: 700, lineHeight: 1.3 });

export const created: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', minWidth: 0 });

export const createdTitle: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$md', fontWeight: 700 });

export const textarea: StyleRule = /* @__PURE__ */ css({ minHeight: '5em', resize: 'vertical' });
