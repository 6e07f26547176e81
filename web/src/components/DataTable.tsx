import type { ReactNode } from 'react';

/** A column's heading; a hidden one is read to screen readers only (a column of buttons). */
export type ColumnHeading = string | { hidden: string };

interface DataTableProps {
  /** The headings in order; `false` leaves a column out. */
  columns: readonly (ColumnHeading | false)[];
  /** The rows (`<tr>`s), each naming itself in a `<th scope="row">`. */
  children: ReactNode;
  className: string;
  /** What the table is, for screen readers. */
  caption?: string;
  busy?: boolean;
  /** The classes of the box that scrolls the table sideways on a narrow screen, or false for none. */
  scroll?: string | false;
}

/** A table with its column headings: the rows are the caller's. */
export function DataTable({
  columns,
  children,
  className,
  caption,
  busy = false,
  scroll = 'table-scroll',
}: DataTableProps) {
  const table = (
    <table className={className} aria-busy={busy || undefined}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) =>
            column === false ? null : (
              <th key={index} scope="col">
                {typeof column === 'string' ? column : <span className="visually-hidden">{column.hidden}</span>}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  // A box that may scroll sideways takes keyboard focus, so its hidden columns can be reached without a mouse.
  return scroll === false ? (
    table
  ) : (
    <div className={scroll} tabIndex={0} {...(caption ? { role: 'region', 'aria-label': caption } : {})}>
      {table}
    </div>
  );
}
