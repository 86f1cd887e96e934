/**
 * The head of a back-office table: its columns and, with `action`, a last one named for screen
 * readers only (the row's link or button); `lead` is a first cell's content (a "select all" box).
 */
export function ColumnHeads({ columns, action, lead }: { columns: string[]; action?: string; lead?: React.ReactNode }) {
  return (
    <thead>
      <tr>
        {lead !== undefined && <td className="admin-table__select">{lead}</td>}
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {action !== undefined && (
          <th scope="col">
            <span className="visually-hidden">{action}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
