/** Parts every dashboard card shares, so each component's styles module re-exports them rather than writing its own. */
import { css, type StyleRule } from '../react/styles/stitches';

/** A card's title: the type scale's card size, semibold, tight. */
export const cardTitle: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });

/** A live message: takes no room while empty (the region stays, so what it says next is read); danger in the tone. */
export const liveMessage: StyleRule = /* @__PURE__ */ css({
  '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
  '&[data-tone="danger"]': { color: '$danger', fontWeight: '$semibold' },
});

/** Spread into a dashboard card's root: its controls' labels in the house style, `$sm` at 500 (the form's own are 600). */
export const cardLabels = { '& label': { fontSize: '$sm', fontWeight: '$medium' } } as const;
