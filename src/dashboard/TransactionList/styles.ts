/** TransactionList's styles: the kit's card, buttons and controls, the lists' shared table, and what is its own. */
import { cardFrame } from '../../react/styles/base';
import { css, type StyleRule } from '../../react/styles/stitches';
import { listCard } from '../list-table';

export { cardTitle as heading, liveMessage as message } from '../card-parts';
export { listTable as table } from '../list-table';

export const root: StyleRule = /* @__PURE__ */ css({ position: 'relative', ...cardFrame('$wide'), ...listCard });

export const fieldset: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend: StyleRule = /* @__PURE__ */ css({ padding: 0, marginBottom: '$2', fontWeight: '$semibold' });

/** The filters side by side, as many as fit; each field's label, hint and control a tight group. */
export const fieldGrid: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'end',
  '& > div': { display: 'grid', gap: '$1', minWidth: 0 },
});

/** A row's transaction id: a quiet button in the mono face, the one value that may break anywhere. */
export const rowButton: StyleRule = /* @__PURE__ */ css({
  fontFamily: '$mono',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  marginInlineStart: '-$3',
});

/** With base's skeleton: a placeholder cell as tall as a row's button. */
export const skeletonCell: StyleRule = /* @__PURE__ */ css({ height: '$controlSmall', width: '80%' });

/** The page size's select, as wide as its numbers beside its label. */
export const pageSize: StyleRule = /* @__PURE__ */ css({ '& select': { width: 'auto' } });
