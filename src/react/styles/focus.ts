/**
 * A two-colour focus ring: the focus colour between two halo bands, visible on light, dark
 * and brand backgrounds alike. The outline also survives forced-colours mode.
 */
export const focusRing = {
  '&:focus': { outline: 'none' },
  '&:focus-visible': {
    outline: '2px solid $focus',
    outlineOffset: '2px',
    boxShadow: '0 0 0 6px $colors$focusHalo',
  },
} as const;
