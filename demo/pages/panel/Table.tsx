/**
 * A table that becomes stacked cards on narrow screens (panel.css). The explicit roles keep
 * table semantics for screen readers when CSS changes the display of table elements.
 */
import type { ReactNode } from 'react';

export function Table({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <table role="table" className="table" aria-label={label}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- restated: narrow-screen CSS makes it a block, and some browsers then drop the implicit role */}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th role="columnheader" scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- restated: narrow-screen CSS makes it a block, and some browsers then drop the implicit role */}
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

export function Row({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <tr role="row" data-id={id}>
      {children}
    </tr>
  );
}

/** `label` repeats the column name in the stacked layout (CSS shows it from data-label). */
export function Cell({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is not interactive: the rule takes it for a grid's gridcell, but this table is no grid
    <td role="cell" data-label={label} className={className}>
      {children}
    </td>
  );
}

export function Section({ id, title, count, children }: { id: string; title: string; count?: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className="section__title">
        {title}
        {count ? <span className="section__count"> {count}</span> : null}
      </h2>
      {children}
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

/** The row's buttons, wrapped so the cell itself stays a table cell; the row's error (useRowError) right below them. */
export function ActionsCell({ children, error }: { children: ReactNode; error?: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is not interactive: the rule takes it for a grid's gridcell, but this table is no grid
    <td role="cell" data-label="Actions">
      <div className="actions">{children}</div>
      {error}
    </td>
  );
}
