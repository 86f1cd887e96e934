// One chart of the report as CSV (role complaints): /admin/report/chart.csv?chart=weekly|channel|
// category|officer, with the report's period and the charts' filters. Each download is in the
// audit log.
import { data } from "react-router";
import type { Route } from "./+types/report-chart-csv";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { periodFromQuery } from "./report-period.server.ts";
import {
  chartCsv,
  chartFiltersFromQuery,
  chartNames,
  reportCharts,
  type ChartName,
} from "../../../register/report-charts.server.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const params = new URL(request.url).searchParams;
  const chart = params.get("chart") as ChartName;
  if (!chartNames.includes(chart)) throw data(`Not a chart: choose one of ${chartNames.join(", ")}`, { status: 400 });
  const chosen = periodFromQuery(params);
  if (!chosen.ok) throw data(`Not a period: ${Object.keys(chosen.problems).join(", ")}`, { status: 400 });
  const { period, from, to } = chosen.value;
  const charts = await reportCharts(db, period, chartFiltersFromQuery(params));
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: "export",
    detail: { report: `chart:${chart}`, from, to },
  });
  return new Response(chartCsv(charts, chart), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="complaints-${chart}-${from}-to-${to}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
