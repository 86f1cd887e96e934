/** The head of a back-office table: its columns and, with `action`, a last one named for screen readers only (the row's link or button). */
export function ColumnHeads({ columns, action }: { columns: string[]; action?: string }) {
  return (
    <thead>
      <tr>
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
