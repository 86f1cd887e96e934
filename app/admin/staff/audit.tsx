// The audit log (role admin): newest first, filtered by who, what and dates, paged by keyset
// (?before=<id>), so a page is as quick at the millionth row as at the first. Every entry is in
// words, in the interface's language (audit-lines.server.ts).
import { useLang, useStrings } from "../../i18n/define.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/audit";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { useDateTime } from "./account-parts.tsx";
import { adminMeta } from "../kit/meta.ts";
import { services } from "../../http/context.server.ts";
import { adminAccountStrings } from "./strings.ts";
import { auditActions, listAudit, type AuditAction } from "./audit.server.ts";
import { auditActionChoices, auditLines } from "./audit-lines.server.ts";
import { requireStaff } from "./permissions.server.ts";

const day = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) =>
  value && day.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const ui = langOf(request.url);
  const params = new URL(request.url).searchParams;
  const action = params.get("action");
  const before = params.get("before");
  const filter = {
    who: params.get("who")?.slice(0, 254) || undefined,
    action: (auditActions as readonly string[]).includes(action ?? "") ? (action as AuditAction) : undefined,
    from: validDay(params.get("from")),
    to: validDay(params.get("to")),
    before: before && /^\d{1,18}$/.test(before) ? before : undefined,
    hideSignIns: params.get("signIns") === "hide",
  };
  const { db } = services(context);
  const page = await listAudit(db, filter);
  return {
    lines: await auditLines(db, page.rows, ui),
    nextBefore: page.nextBefore,
    actions: auditActionChoices(ui),
    badDate: (params.get("from") && !filter.from) || (params.get("to") && !filter.to) ? true : false,
  };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminAccountStrings[langOfSearch(location.search)].auditTitle);
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useStrings(adminAccountStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const params = new URLSearchParams(useLocation().search);
  const next = new URLSearchParams(params);
  if (loaderData.nextBefore) next.set("before", loaderData.nextBefore);
  const first = new URLSearchParams(params);
  first.delete("before");
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t.auditTitle}</h1>
      <Form method="get" className="admin-filters" aria-label={t.filters}>
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <div className="admin-field">
          <label htmlFor="audit-who">{t.who}</label>
          <input
            id="audit-who"
            name="who"
            type="search"
            defaultValue={params.get("who") ?? ""}
            maxLength={254}
            autoComplete="off"
          />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-action">{t.what}</label>
          <select id="audit-action" name="action" defaultValue={params.get("action") ?? ""}>
            <option value="">{t.anyAction}</option>
            {loaderData.actions.map((action) => (
              <option key={action.value} value={action.value}>
                {action.label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="audit-from">{t.from}</label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={params.get("from") ?? ""}
            aria-describedby={loaderData.badDate ? "audit-date-error" : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-to">{t.to}</label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={params.get("to") ?? ""}
            aria-describedby={loaderData.badDate ? "audit-date-error" : undefined}
          />
        </div>
        <label className="admin-check">
          <input type="checkbox" name="signIns" value="hide" defaultChecked={params.get("signIns") === "hide"} />
          {t.hideSignIns}
        </label>
        <div className="admin-filters__buttons">
          <button type="submit" className="admin-button admin-button--primary">
            {t.apply}
          </button>
          <Link to={withLang("/admin/audit", lang)} className="admin-button">
            {t.clear}
          </Link>
        </div>
        {loaderData.badDate && (
          <p id="audit-date-error" className="form-field__error" role="alert">
            {t.badDate}
          </p>
        )}
      </Form>
      <p className="admin-muted">{t.timesNote}</p>
      {loaderData.lines.length === 0 ? (
        <p>{t.noEntries}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--log">
            <ColumnHeads columns={[t.when, t.who, t.address, t.what, t.target, t.detail]} />
            <tbody>
              {loaderData.lines.map((line) => (
                <tr key={line.id}>
                  <td data-label={t.when}>{dateTime(line.at)}</td>
                  <td data-label={t.who}>{line.who ?? "—"}</td>
                  <td data-label={t.address}>{line.clientIp || "—"}</td>
                  <td data-label={t.what}>{line.what}</td>
                  <td data-label={t.target}>
                    {line.target ? (
                      line.target.href ? (
                        <Link to={line.target.href}>{line.target.text}</Link>
                      ) : (
                        line.target.text
                      )
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label={t.detail}>{line.detail ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="admin-pager" aria-label={t.auditTitle}>
        {params.get("before") && <Link to={`/admin/audit${first.size ? `?${first}` : ""}`}>{t.newest}</Link>}
        {loaderData.nextBefore && <Link to={`/admin/audit?${next}`}>{t.older} →</Link>}
      </nav>
    </section>
  );
}
