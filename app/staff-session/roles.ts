// Staff roles (issue 22). Shared by the server and the back office's screens.
import { languages, type Lang } from "../i18n/lang.ts";
export const staffRoles = ["admin", "editor", "complaints", "translator_en", "translator_km"] as const;
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

/** Those who work on the website's content: editors, and translators on their language's fields. */
export const contentRoles = ["editor", "translator_en", "translator_km"] as const satisfies readonly StaffRole[];

/**
 * The languages whose fields a staff member may change, when they translate only (a translator
 * who is no editor); null: every field, as an editor.
 */
export function translatesOnly(roles: readonly StaffRole[]): Lang[] | null {
  if (roles.includes("editor")) return null;
  const langs = languages.filter((lang) => roles.includes(`translator_${lang}`));
  return langs.length > 0 ? langs : null;
}

/** Whether someone with `roles` has the role wanted, or one of the roles wanted. */
export const hasRole = (roles: readonly StaffRole[], wanted: StaffRole | readonly StaffRole[]) =>
  typeof wanted === "string" ? roles.includes(wanted) : wanted.some((role) => roles.includes(role));
