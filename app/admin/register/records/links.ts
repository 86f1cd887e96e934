// Links between the register's list pages: the same list with some parameters changed (the
// page's language `l` and the other filters kept, the page cursor dropped unless given).
export function listLink(path: string, current: URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(current);
  params.delete("after");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(name);
    else params.set(name, value);
  }
  return params.size > 0 ? `${path}?${params}` : path;
}
