import { useLang, useStrings } from "../../i18n/define.ts";
import { adminAccountStrings } from "./strings.ts";
import { adminStrings, roleName } from "../kit/strings.ts";
import type { StaffRole } from "../../staff-session/roles.ts";
import { formatDateTime } from "../../i18n/dates.ts";

export function useRoleName(): (role: StaffRole) => string {
  const t = useStrings(adminStrings);
  return (role) => t[roleName[role]];
}

export function RoleList({ roles }: { roles: StaffRole[] }) {
  const name = useRoleName();
  return (
    <ul className="admin-tags">
      {roles.map((role) => (
        <li key={role}>{name(role)}</li>
      ))}
    </ul>
  );
}

export function StatusBadge({ status, setUp }: { status: "active" | "disabled"; setUp: boolean }) {
  const t = useStrings(adminAccountStrings);
  const [label, tone] = status === "disabled" ? [t.disabled, "off"] : setUp ? [t.active, "on"] : [t.invited, "wait"];
  return <span className={`admin-badge admin-badge--${tone}`}>{label}</span>;
}

/** Dates and times in Cambodia's time, in the page's language (the same on the server and in the browser). */
export function useDateTime(): (value: Date | string) => string {
  const lang = useLang();
  return (value) => formatDateTime(value, lang);
}
