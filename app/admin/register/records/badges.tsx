import { fill } from "../../../i18n/fill.ts";
import type { RegisterStatus } from "../kinds.ts";
import type { DueNow } from "./screens.server.ts";
import { useAdminLayoutData } from "../../kit/layout-data.ts";
import { useDueDay, useRegisterText } from "../text.ts";

export function StatusBadge({ status }: { status: RegisterStatus }) {
  const { status: name } = useRegisterText();
  return <span className={`admin-state admin-state--${status}`}>{name(status)}</span>;
}

/** "Overdue" in words with a sign, not by colour alone. */
export function OverdueMark() {
  const { t } = useRegisterText();
  return (
    <strong className="admin-overdue">
      <span aria-hidden="true">⚠ </span>
      {t.overdueMark}
    </strong>
  );
}

/** The deadline a complaint waits for now, marked when it has passed. */
export function DueNowText({ due }: { due: DueNow | null }) {
  const { t } = useRegisterText();
  const day = useDueDay();
  if (!due) return <span className="admin-muted">{t.noDue}</span>;
  return (
    <span className="admin-due">
      {due.overdue && <OverdueMark />}
      {due.soon && (
        <span className="admin-due-soon">
          <span aria-hidden="true">◷ </span>
          {t.dueSoonMark}
        </span>
      )}
      <span>{fill(due.step === "acknowledge" ? t.dueAcknowledge : t.dueAnswer, { date: day(due.at) })}</span>
    </span>
  );
}

/** The owner's name, "you" for the signed-in staff member's own. */
export function OwnerName({ id, name }: { id: string | null; name: string | null }) {
  const { t } = useRegisterText();
  const me = useAdminLayoutData()?.staff;
  if (id === null) return <span className="admin-muted">{t.nobodyOwns}</span>;
  return (
    <span>
      {name ?? "?"}
      {me && me.id === id && <span className="admin-muted"> ({t.you})</span>}
    </span>
  );
}
