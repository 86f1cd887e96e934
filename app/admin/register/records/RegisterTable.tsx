import { Link } from "react-router";
import { ColumnHeads } from "../../kit/ColumnHeads.tsx";
import { useLang } from "../../../i18n/define.ts";
import { withLang } from "../../../i18n/lang.ts";
import type { RegisterScreenKind } from "../kinds.ts";
import type { RegisterRow } from "./screens.server.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { DueNowText, OwnerName, StatusBadge } from "./badges.tsx";
import { useRegisterText } from "../text.ts";
import { fill } from "../../../i18n/fill.ts";

/**
 * One page of a register list: each row leads to its record (by its reference, or the sender's
 * name); with `selectForm`, each has a box that belongs to that (bulk) form, and the head one
 * ticks them all.
 */
export function RegisterTable({
  screen,
  rows,
  selectForm,
}: {
  screen: RegisterScreenKind;
  rows: RegisterRow[];
  selectForm?: string;
}) {
  const { t } = useRegisterText();
  const lang = useLang();
  const dateTime = useDateTime();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-register-table">
        <ColumnHeads
          lead={
            selectForm && (
              <input
                type="checkbox"
                aria-label={t.bulkSelectAll}
                onChange={(event) => {
                  const table = event.currentTarget.closest("table")!;
                  for (const box of table.querySelectorAll<HTMLInputElement>(`input[form="${selectForm}"]`))
                    box.checked = event.currentTarget.checked;
                  // The form counts what is ticked on the events of its boxes.
                  table.dispatchEvent(new Event("change", { bubbles: true }));
                }}
              />
            )
          }
          columns={[
            screen.reference ? t.reference : t.name,
            t.received,
            ...(screen.reference ? [t.name] : []),
            t.status,
            t.owner,
            ...(screen.deadlines ? [t.due] : []),
          ]}
        />
        <tbody>
          {rows.map((row) => {
            const contact = (
              <span className="admin-table__email">{[row.email, row.phoneNumber].filter(Boolean).join(" · ")}</span>
            );
            return (
              <tr key={row.id} className={row.due?.overdue ? "admin-register-table__overdue" : undefined}>
                {selectForm && (
                  <td className="admin-table__select">
                    <input
                      type="checkbox"
                      form={selectForm}
                      name="ids"
                      value={row.id}
                      aria-label={fill(t.bulkSelect, { name: row.reference ?? row.fullName })}
                    />
                  </td>
                )}
                <th scope="row" data-label={screen.reference ? t.reference : t.name}>
                  <Link to={withLang(`${screen.path}/${row.id}`, lang)} className="admin-register-table__link">
                    {row.reference ?? row.fullName}
                  </Link>
                  {!screen.reference && (
                    <>
                      {contact}
                      <span className="admin-register-table__excerpt" lang={row.lang}>
                        {row.excerpt}
                      </span>
                    </>
                  )}
                </th>
                <td data-label={t.received}>{dateTime(row.receivedAt)}</td>
                {screen.reference && (
                  <td data-label={t.name}>
                    <span className="admin-table__name">{row.fullName}</span>
                    {contact}
                    <span className="admin-register-table__excerpt" lang={row.lang}>
                      {row.excerpt}
                    </span>
                  </td>
                )}
                <td data-label={t.status}>
                  <StatusBadge status={row.status} />
                </td>
                <td data-label={t.owner}>
                  <OwnerName id={row.ownerId} name={row.ownerName} />
                </td>
                {screen.deadlines && (
                  <td data-label={t.due}>
                    <DueNowText due={row.due} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
