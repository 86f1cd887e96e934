// The report's complaints as CSV (role complaints), one row per complaint and no personal data
// (app/register/report.server.ts): /admin/report.csv?from=2026-01-01&to=2026-03-31, or
// ?quarter=2026-Q1, or nothing for this quarter to date. Each download is in the audit log.
import { data } from "react-router";
import type { Route } from "./+types/report-csv";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { periodFromQuery } from "./report-period.server.ts";
import { complaintReportCsv, complaintReportRows } from "../../../register/report.server.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const chosen = periodFromQuery(new URL(request.url).searchParams);
  if (!chosen.ok) throw data(`Not a period: ${Object.keys(chosen.problems).join(", ")}`, { status: 400 });
  const { period, from, to } = chosen.value;
  const rows = await complaintReportRows(db, period);
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: "export",
    detail: { report: "complaints", from, to, rows: rows.length },
  });
  return new Response(complaintReportCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="complaints-${from}-to-${to}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
