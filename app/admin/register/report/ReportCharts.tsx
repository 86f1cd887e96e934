// The report's charts (decision 0047): the filters (in the query, with the period, so a chart is a
// link), the weekly chart, and the times to answer by channel, category and officer; each with
// its table and its CSV.
import { Form, useLocation } from "react-router";
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { withLang } from "../../../i18n/lang.ts";
import type {
  ChartFilters,
  ReportCharts as Charts,
  TimingGroup,
  TimingRow,
} from "../../../register/report-charts.server.ts";
import { useDay } from "../operations.tsx";
import { adminOperationsStrings } from "../operations-strings.ts";
import { BarChart } from "./BarChart.tsx";

interface Choice {
  id: string;
  name: string;
}

/** The query of the period and filters shown, for the CSV links. */
function useChartQuery(): URLSearchParams {
  const params = new URLSearchParams(useLocation().search);
  params.delete("l");
  return params;
}

function CsvLink({ chart }: { chart: string }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const query = useChartQuery();
  query.set("chart", chart);
  return (
    <p>
      <a href={withLang(`/admin/report/chart.csv?${query}`, lang)} download>
        {t.chartCsv}
      </a>
    </p>
  );
}

function Filters({
  filters,
  categories,
  officers,
}: {
  filters: ChartFilters;
  categories: Choice[];
  officers: Choice[];
}) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const params = new URLSearchParams(useLocation().search);
  const select = (name: string, label: string, any: string, value: string | undefined, choices: Choice[]) => (
    <div className="admin-field">
      <label htmlFor={`chart-${name}`}>{label}</label>
      <select id={`chart-${name}`} name={name} defaultValue={value ?? ""} key={value ?? ""}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form method="get" className="admin-card admin-chart__filters" aria-label={t.chartsTitle}>
      {lang === "km" && <input type="hidden" name="l" value="km" />}
      {["quarter", "from", "to"].flatMap((name) =>
        params.get(name) ? [<input key={name} type="hidden" name={name} value={params.get(name)!} />] : [],
      )}
      {select("channel", t.filterChannel, t.anyChannel, filters.channel, [
        { id: "site", name: t.sourceSite },
        { id: "api", name: t.sourceApi },
        { id: "email", name: t.sourceEmail },
      ])}
      {select("category", t.filterCategory, t.anyCategory, filters.categoryId, categories)}
      {select("officer", t.filterOfficer, t.anyOfficer, filters.officerId, officers)}
      <button type="submit" className="admin-button">
        {t.applyFilters}
      </button>
    </Form>
  );
}

function TimingCharts({ group, rows }: { group: TimingGroup; rows: TimingRow[] }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const channelName = { site: t.sourceSite, api: t.sourceApi, email: t.sourceEmail } as Record<string, string>;
  const title = { channel: t.byChannelTitle, category: t.byCategory, officer: t.byOfficerTitle }[group];
  const label = (row: TimingRow) =>
    group === "channel"
      ? (channelName[row.key ?? ""] ?? "")
      : row.key === null
        ? group === "category"
          ? t.noCategory
          : t.nobody
        : row.name[lang];
  const series = [
    { name: t.seriesMedian, tone: "a" as const },
    { name: t.seriesP90, tone: "b" as const },
  ];
  return (
    <section aria-labelledby={`chart-${group}-title`}>
      <h3 id={`chart-${group}-title`}>{title}</h3>
      <div className="admin-figures-grid">
        <BarChart
          id={`chart-${group}-answer`}
          caption={fill(t.firstAnswerChart, { group: title })}
          series={series}
          rows={rows.map((row) => ({ label: label(row), values: [row.firstAnswer.median, row.firstAnswer.p90] }))}
          none={t.none}
        />
        <BarChart
          id={`chart-${group}-resolution`}
          caption={fill(t.resolutionChart, { group: title })}
          series={series}
          rows={rows.map((row) => ({ label: label(row), values: [row.resolution.median, row.resolution.p90] }))}
          none={t.none}
        />
      </div>
      <CsvLink chart={group} />
    </section>
  );
}

export function ReportCharts({
  charts,
  filters,
  categories,
  officers,
}: {
  charts: Charts;
  filters: ChartFilters;
  categories: Choice[];
  officers: Choice[];
}) {
  const t = useStrings(adminOperationsStrings);
  const day = useDay();
  return (
    <section aria-labelledby="charts-title" className="admin-charts">
      <h2 id="charts-title">{t.chartsTitle}</h2>
      <p className="admin-muted">{t.chartsLead}</p>
      <Filters filters={filters} categories={categories} officers={officers} />
      <BarChart
        id="chart-weekly"
        caption={t.weeklyChart}
        series={[
          { name: t.seriesReceived, tone: "a" },
          { name: t.seriesClosed, tone: "b" },
        ]}
        rows={charts.weekly.map((bar) => ({
          label: fill(t.weekOf, { day: day(bar.week) }),
          values: [bar.received, bar.closed],
        }))}
        none={t.none}
      />
      <CsvLink chart="weekly" />
      {(["channel", "category", "officer"] as const).map((group) => (
        <TimingCharts key={group} group={group} rows={charts.timing[group]} />
      ))}
    </section>
  );
}
