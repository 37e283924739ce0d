/**
 * A list's status filter and pager: "Show [All ▾]", "11–20 of 25", Previous / Next. The list stays
 * short on a phone (it was 17,730 px tall at 375 px before it paged).
 */
import type { PanelPage } from '../../panel/views';
import { STATUS_FILTERS, type ListQuery, type PagedList } from './list-query';

interface Props {
  list: PagedList;
  /** Spoken in the pager's button names: "Next page of payments". */
  noun: string;
  page: PanelPage<unknown>;
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
}

export function ListControls({ list, noun, page, query, onQuery }: Props) {
  const filterId = `${list}-filter`;
  const first = page.total === 0 ? 0 : page.offset + 1;
  const last = page.offset + page.data.length;
  const filters = STATUS_FILTERS[list];
  return (
    <div className="list-controls">
      {filters ? (
        <>
          <label htmlFor={filterId} className="list-controls__label">
            Show
          </label>
          <select
            id={filterId}
            className="field__input list-controls__filter"
            value={query.status}
            onChange={(event) => onQuery({ status: event.target.value, offset: 0 })}
          >
            <option value="">All</option>
            {Object.entries(filters).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <p className="list-controls__range" aria-live="polite">
        {`${first}–${last} of ${page.total}`}
      </p>
      <div className="list-controls__pager">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Previous page of ${noun}`}
          disabled={page.offset === 0}
          onClick={() => onQuery({ ...query, offset: Math.max(0, page.offset - page.limit) })}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Next page of ${noun}`}
          disabled={page.offset + page.limit >= page.total}
          onClick={() => onQuery({ ...query, offset: page.offset + page.limit })}
        >
          Next
        </button>
      </div>
    </div>
  );
}
