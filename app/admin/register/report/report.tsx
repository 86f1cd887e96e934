// The regulator's report (role complaints): for a quarter or any two days, complaints received,
// by status, language and channel, working days to acknowledge and to answer, deadlines met; and
// the same complaints as a CSV (report-csv.ts). The period is in the query, so a report is a link.
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../../i18n/lang.ts";
import { data, Form, useLocation } from "react-router";
import type { Route } from "./+types/report";
import { Figures, formatNumber, useDay } from "../operations.tsx";
import { adminMeta } from "../../kit/meta.ts";
import { services } from "../../../http/context.server.ts";
import { adminOperationsStrings } from "../operations-strings.ts";
import { periodFromQuery, recentQuarters } from "./report-period.server.ts";
import { complaintReport, type DeadlineFigures } from "../../../register/report.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { chartFiltersFromQuery, reportCharts } from "../../../register/report-charts.server.ts";
import { listCategories } from "../../../register/categories/categories.server.ts";
import { registerStaff } from "../../../register/owners.server.ts";
import { ReportCharts } from "./ReportCharts.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const now = new Date();
  const quarters = recentQuarters(now);
  const chosen = periodFromQuery(new URL(request.url).searchParams, now);
  if (!chosen.ok)
    return data({ quarters, problems: chosen.problems, period: null, report: null, charts: null }, { status: 400 });
  const { period, ...shown } = chosen.value;
  // A quarter older than the picker's (a link kept from years ago) is offered too.
  const offered = shown.quarter && !quarters.includes(shown.quarter) ? [...quarters, shown.quarter] : quarters;
  const { db } = services(context);
  const filters = chartFiltersFromQuery(new URL(request.url).searchParams);
  const [report, charts, categories, officers] = await Promise.all([
    complaintReport(db, period),
    reportCharts(db, period, filters),
    listCategories(db, { withRetired: true }),
    registerStaff(db),
  ]);
  return {
    quarters: offered,
    problems: null,
    period: shown,
    report,
    charts: { charts, filters, categories, officers },
  };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminOperationsStrings[langOfSearch(location.search)].reportTitle);
}

const quarterMonths = { 1: "q1", 2: "q2", 3: "q3", 4: "q4" } as const;

export default function Report({ loaderData }: Route.ComponentProps) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const day = useDay();
  const { quarters, problems, period, report, charts } = loaderData;
  const csv =
    period && withLang(`/admin/report.csv?${new URLSearchParams({ from: period.from, to: period.to })}`, lang);
  return (
    <section className="admin-page" aria-labelledby="report-title">
      <h1 id="report-title">{t.reportTitle}</h1>
      <p className="admin-lead">{t.reportLead}</p>

      <h2>{t.periodTitle}</h2>
      <div className="admin-period">
        <Form method="get" className="admin-card admin-period__form" aria-labelledby="quarter-form-title">
          <h3 id="quarter-form-title">{t.quarterForm}</h3>
          {lang === "km" && <input type="hidden" name="l" value="km" />}
          <div className="admin-field">
            <label htmlFor="report-quarter">{t.quarter}</label>
            <select
              key={period?.quarter ?? quarters[0]}
              id="report-quarter"
              name="quarter"
              defaultValue={period?.quarter ?? quarters[0]}
              aria-invalid={problems?.quarter ? true : undefined}
              aria-describedby={problems?.quarter ? "report-quarter-error" : undefined}
            >
              {quarters.map((quarter) => {
                const [year, q] = quarter.split("-Q") as [string, "1" | "2" | "3" | "4"];
                return (
                  <option key={quarter} value={quarter}>
                    {fill(t.quarterOption, { year, months: t[quarterMonths[q]] })}
                  </option>
                );
              })}
            </select>
            {problems?.quarter && (
              <p id="report-quarter-error" className="form-field__error">
                {t[problems.quarter]}
              </p>
            )}
          </div>
          <button type="submit" className="admin-button">
            {t.show}
          </button>
        </Form>
        <DatesForm problems={problems} period={period} />
      </div>

      {report && period && (
        <>
          <h2 id="report-period">{fill(t.periodShown, { from: day(period.from), to: day(period.to) })}</h2>
          <ReportFigures report={report} />
          {charts && (
            <ReportCharts
              charts={charts.charts}
              filters={charts.filters}
              categories={charts.categories.map((category) => ({ id: category.id, name: category[lang] }))}
              officers={charts.officers}
            />
          )}
          <h2>{t.csvTitle}</h2>
          <p>
            <a className="admin-button admin-button--primary" href={csv!} download>
              {t.downloadCsv}
            </a>
          </p>
          <p className="admin-muted">{t.csvNote}</p>
        </>
      )}
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

/** Any two days: what was typed stays in the fields (it is the query), the reason beside each. */
function DatesForm({ problems, period }: { problems: Loaded["problems"]; period: Loaded["period"] }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const params = new URLSearchParams(useLocation().search);
  const field = (name: "from" | "to", label: string, shown: string | undefined) => {
    const problem = problems?.[name];
    const value = params.get(name) ?? shown;
    return (
      <div className="admin-field">
        <label htmlFor={`report-${name}`}>{label}</label>
        <input
          // A new period (another quarter chosen, a link followed) is a new input: React keeps an
          // uncontrolled input's value across renders, whatever its defaultValue says.
          key={value}
          id={`report-${name}`}
          name={name}
          type="date"
          defaultValue={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `report-${name}-error` : undefined}
        />
        {problem && (
          <p id={`report-${name}-error`} className="form-field__error">
            {t[problem]}
          </p>
        )}
      </div>
    );
  };
  return (
    <Form method="get" className="admin-card admin-period__form" aria-labelledby="dates-form-title">
      <h3 id="dates-form-title">{t.datesForm}</h3>
      {lang === "km" && <input type="hidden" name="l" value="km" />}
      <div className="admin-period__dates">
        {field("from", t.from, period?.from)}
        {field("to", t.to, period?.to)}
      </div>
      <button type="submit" className="admin-button">
        {t.show}
      </button>
    </Form>
  );
}

function ReportFigures({ report }: { report: NonNullable<Loaded["report"]> }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const n = (value: number | null) => formatNumber(value, t.none);
  const head: [string, string] = [t.figure, t.number];
  const deadline = (figures: DeadlineFigures): [string, string][] => [
    [t.done, n(figures.done)],
    [t.median, n(figures.medianWorkingDays)],
    [t.worst, n(figures.worstWorkingDays)],
    [t.withinDeadline, n(figures.withinDeadline)],
    [t.late, n(figures.late)],
    [t.pending, n(figures.pending)],
  ];
  return (
    <>
      <p className="admin-figure-total">
        <span>{t.received}</span> <strong>{n(report.received)}</strong>
      </p>
      {report.received === 0 && <p>{t.noComplaints}</p>}
      <div className="admin-figures-grid">
        <Figures
          caption={t.byStatus}
          head={head}
          rows={[
            [t.statusNew, n(report.byStatus.new)],
            [t.statusAcknowledged, n(report.byStatus.acknowledged)],
            [t.statusInProgress, n(report.byStatus.in_progress)],
            [t.statusWaiting, n(report.byStatus.waiting)],
            [t.statusResolved, n(report.byStatus.resolved)],
            [t.statusRejected, n(report.byStatus.rejected)],
          ]}
        />
        <Figures
          caption={t.byLanguage}
          head={head}
          rows={[
            [t.langEn, n(report.byLanguage.en)],
            [t.langKm, n(report.byLanguage.km)],
          ]}
        />
        <Figures
          caption={t.bySource}
          head={head}
          rows={[
            [t.sourceSite, n(report.bySource.site)],
            [t.sourceApi, n(report.bySource.api)],
            [t.sourceEmail, n(report.bySource.email)],
          ]}
        />
        <Figures
          caption={t.byCategory}
          head={head}
          rows={report.byCategory.map((category) => [
            category.id === null ? t.noCategory : category[lang],
            n(category.count),
          ])}
        />
      </div>
      <h2>{t.deadlinesTitle}</h2>
      <p className="admin-muted">{t.deadlinesNote}</p>
      <div className="admin-figures-grid">
        <Figures
          caption={fill(t.acknowledgement, { days: n(report.settings.ackWorkingDays) })}
          head={head}
          rows={deadline(report.acknowledgement)}
        />
        <Figures
          caption={fill(t.answer, { days: n(report.settings.answerWorkingDays) })}
          head={head}
          rows={deadline(report.answer)}
        />
        <Figures
          caption={t.bothDeadlines}
          head={head}
          rows={[
            [t.metBoth, n(report.withinDeadlines.yes)],
            [t.missedOne, n(report.withinDeadlines.no)],
            [t.noneMissedYet, n(report.withinDeadlines.pending)],
          ]}
        />
        <Figures
          caption={t.byRating}
          head={head}
          rows={[
            [t.ratedGood, n(report.byRating.good)],
            [t.ratedBad, n(report.byRating.bad)],
            [t.notRated, n(report.byRating.none)],
          ]}
        />
      </div>
    </>
  );
}
