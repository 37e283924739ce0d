/**
 * The dashboard lists' one table (TransactionList, PaymentLinkList): columns while the card is
 * wide, and under 40rem of the card's own width (a container query, so it follows the card
 * wherever it is placed) each row a stacked block: its header on a line, then each cell under
 * its column's name (`data-label`), side by side while they fit and wrapping whole, never
 * scrolling sideways. Values keep one line; only identifiers may break (`data-break`).
 */
import { css, type StyleRule } from '../react/styles/stitches';

/** On a list's card: the width its table answers to. */
export const listCard = { containerType: 'inline-size' } as const;

export const listTable: StyleRule = /* @__PURE__ */ css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  // Every cell centred on the row's one height, so a pill, a date and a row's buttons share a line.
  '& th, & td': { padding: '$2 $3', textAlign: 'start', verticalAlign: 'middle', borderBottom: '1px solid $divider', whiteSpace: 'nowrap' },
  '& thead th': { paddingBlock: '$2', color: '$muted', fontWeight: '$medium' },
  // One height for every row, with or without a line under its name (a table row's height is its least).
  '& tbody tr': { height: '3.875rem' },
  // The first and last columns' text on the card's own edges, in line with its title.
  '& tr > :first-child': { paddingInlineStart: 0 },
  '& tr > :last-child': { paddingInlineEnd: 0 },
  '& [data-align="end"]': { textAlign: 'end' },
  '& [data-break]': { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: '8ch', fontFamily: '$mono' },
  '&[aria-busy="true"] tbody': { opacity: 0.6 },
  '@container (max-width: 39.99rem)': {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
    '& tbody, & th, & td': { display: 'block', padding: 0, border: 0 },
    '& tbody tr': {
      display: 'flex',
      height: 'auto',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      gap: '$2 $5',
      paddingBlock: '$3',
      borderBottom: '1px solid $divider',
    },
    '& tbody th, & [data-break]': { flexBasis: '100%' },
    '& [data-align="end"]': { textAlign: 'start' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      color: '$muted',
      fontFamily: '$body',
      fontSize: '$xs',
      fontWeight: '$medium',
    },
  },
});
