// Staff roles (issue 22). Shared by the server and the back office's screens.
export const staffRoles = ["admin", "editor", "complaints"] as const;
export type StaffRole = (typeof staffRoles)[number];

function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** "admin,complaints" → ["admin", "complaints"], or null when a name is not a role (or none is given). */
export function parseRoles(list: string): StaffRole[] | null {
  const names = [
    ...new Set(
      list
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0 || !names.every(isStaffRole)) return null;
  return staffRoles.filter((role) => names.includes(role));
}
