import type { ReactNode } from 'react';

/** A column's heading; `number` right-aligns it (and its cells carry `admin-number`). */
export interface AdminColumn {
  label: string;
  number?: boolean;
}

/**
 * The console's tables: scrolled sideways on a phone, a caption (read by screen readers only
 * unless `showCaption`), a header row of `columns`, and `children` as the body's rows.
 */
export function AdminTable({
  caption,
  showCaption = false,
  columns,
  children,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly AdminColumn[];
  children: ReactNode;
}) {
  return (
    <div className="admin-scroll">
      <table className="admin-table">
        <caption className={showCaption ? undefined : 'sr-only'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.number === true ? 'admin-number' : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
