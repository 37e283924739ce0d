import { button } from '../react/styles/base';

/** Where a list is among its pages, and what to call the two steps. */
export interface PageButtonsProps {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
  previous: string;
  next: string;
}

/**
 * A list's Previous and Next (Transactions, Payment links). They stay focusable at either end
 * (aria-disabled, not disabled), so the focus never drops to the page when the last one is reached.
 */
export function PageButtons({ offset, limit, total, onOffset, previous, next }: PageButtonsProps) {
  const step = (label: string, end: boolean, to: number) => (
    <button
      key={label}
      type="button"
      className={button()}
      data-variant="quiet"
      data-size="small"
      aria-disabled={end || undefined}
      onClick={() => end || onOffset(to)}
    >
      {label}
    </button>
  );
  return [step(previous, offset <= 0, Math.max(0, offset - limit)), step(next, offset + limit >= total, offset + limit)];
}
