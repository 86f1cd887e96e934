import { Link, useLocation } from "react-router";
import type { RegisterScreenKind, RegisterStatus } from "../kinds.ts";
import type { RegisterCounts } from "./screens.server.ts";
import { listLink } from "./links.ts";
import { useNumber, useRegisterText } from "../text.ts";

/**
 * The counts per status (under the other filters), each a link that shows that status only; for
 * complaints also the overdue ones, those due within a working day, and those received today.
 */
export function StatusTabs({ screen, counts }: { screen: RegisterScreenKind; counts: RegisterCounts }) {
  const { t, status: statusName } = useRegisterText();
  const number = useNumber();
  const params = new URLSearchParams(useLocation().search);
  const current = params.get("status");
  const overdue = params.get("overdue") === "1";
  const dueSoon = !overdue && params.get("due") === "soon";
  const today = params.get("received") === "today";
  // The tabs are one choice: each clears the others'.
  const only = (changes: Record<string, string | null>) =>
    listLink(screen.path, params, { status: null, overdue: null, due: null, received: null, ...changes });
  const tab = (key: string, label: string, count: number, to: string, selected: boolean, warn = false) => (
    <li key={key}>
      <Link
        to={to}
        aria-current={selected ? "page" : undefined}
        className={warn ? "admin-tab admin-tab--warn" : "admin-tab"}
      >
        <span>
          {warn && <span aria-hidden="true">⚠ </span>}
          {label}
        </span>{" "}
        <span className="admin-tab__count">{number(count)}</span>
      </Link>
    </li>
  );
  return (
    <nav className="admin-tabs" aria-label={t.byStatus}>
      <ul>
        {tab("all", t.all, counts.total, only({}), !current && !overdue && !dueSoon && !today)}
        {screen.statuses.map((status: RegisterStatus) =>
          tab(
            status,
            statusName(status),
            counts.byStatus[status] ?? 0,
            only({ status }),
            current === status && !overdue && !dueSoon && !today,
          ),
        )}
        {counts.overdue !== null &&
          tab("overdue", t.overdue, counts.overdue, only({ overdue: "1" }), overdue && !current && !today, true)}
        {counts.dueSoon !== null &&
          tab("dueSoon", t.dueSoon, counts.dueSoon, only({ due: "soon" }), dueSoon && !current && !today)}
        {counts.today !== null &&
          tab("today", t.today, counts.today, only({ received: "today" }), today && !current && !overdue && !dueSoon)}
      </ul>
    </nav>
  );
}
