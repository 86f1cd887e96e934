// The back office's page on the site search (role editor; issue 41): the most frequent queries
// of a period that found nothing, or led to no click, per language, each turned into a synonym
// in one step; and the company's synonym groups, added, changed and removed, each in the audit log.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/search-admin";
import { useLang, useStrings } from "../../i18n/define.ts";
import { localNumber } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, parseLang, withLang, type Lang } from "../../i18n/lang.ts";
import { Field } from "../kit/Field.tsx";
import { Notice } from "../kit/Notice.tsx";
import { adminMeta } from "../kit/meta.ts";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { audit } from "../staff/audit.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { phnomPenhToday } from "../../content/careers/read.server.ts";
import { missedQueries, type QueryCount } from "../../search/analytics.server.ts";
import { deleteSynonyms, listSynonyms, saveSynonyms, type SynonymGroup } from "../../search/synonyms.server.ts";
import { synonymFormSchema } from "./synonym-form.ts";
import { editables } from "../../content/areas.server.ts";
import { singleKey } from "../../content/model/view.ts";
import { searchAdminStrings } from "./search-admin-strings.ts";
import "../register/operations.css";
import "./search-admin.css";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const url = new URL(request.url);
  const today = phnomPenhToday();
  const from = url.searchParams.get("from") ?? daysBefore(today, 29);
  const to = url.searchParams.get("to") ?? today;
  const site = parseLang(url.searchParams.get("in") ?? langOf(url));
  const { db } = services(context);
  const synonyms = await listSynonyms(db);
  if (
    !isoDay.test(from) ||
    !isoDay.test(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to)) ||
    from > to
  )
    return { period: { from, to, site, valid: false }, noResult: [], noClick: [], synonyms, answerIn };
  const [noResult, noClick] = await Promise.all([
    missedQueries(db, { lang: site, from, to, kind: "noResult", limit: 30 }),
    missedQueries(db, { lang: site, from, to, kind: "noClick", limit: 30 }),
  ]);
  return { period: { from, to, site, valid: true }, noResult, noClick, synonyms, answerIn };
}

/** The pages a missed search can be answered on in one step: the editors of entities that take them. */
const answerIn = editables
  .map(({ definition }) => definition)
  .filter((definition) => definition.searchAnswers && definition.kind === "single")
  .map((definition) => ({ path: `/admin/content/${definition.name}/${singleKey}`, label: definition.label }));

type Outcome = { form: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const lang = langOf(request.url);
  const t = searchAdminStrings[lang];
  const body = await readFormBody(request, 64 * 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const entry = { actor: { id: staff.id, email: staff.email }, clientIp: context.get(requestInfoContext).clientIp };
  const back = () => redirect(withLang(`/admin/search${new URL(request.url).search.replace(/^\?l=km&?/, "?")}`, lang));
  const form = String(body.value.get("form") || "new");
  if (body.value.get("intent") === "delete") {
    const id = Number(body.value.get("id"));
    if (!Number.isInteger(id) || id <= 0) throw data("Not a group", { status: 400 });
    const words = await deleteSynonyms(db, id);
    if (words)
      await audit(db, {
        ...entry,
        action: "search.synonyms_delete",
        target: { type: "search", id: String(id) },
        detail: { words },
      });
    return back();
  }
  const submission = parseWithZod(body.value, { schema: synonymFormSchema(lang) });
  if (submission.status !== "success") return data<Outcome>({ form, result: submission.reply() }, { status: 400 });
  const saved = await saveSynonyms(db, submission.value);
  if (!saved) return data<Outcome>({ form, result: submission.reply({ formErrors: [t.gone] }) }, { status: 409 });
  await audit(db, {
    ...entry,
    action: "search.synonyms_save",
    target: { type: "search", id: String(saved.id) },
    detail: { words: saved.words },
  });
  return back();
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(searchAdminStrings[langOfSearch(location.search)].title);
}

/** One group's words: a new group, a group changed, or a missed query made a synonym ("form" names which). */
function SynonymForm({
  formName,
  group,
  label,
  hint,
  submit,
  lastResult,
  query,
}: {
  formName: string;
  group: SynonymGroup | null;
  label: string;
  hint: string;
  submit: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** A missed search, made one of the group with the words typed. */
  query?: string;
}) {
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `synonyms-${formName}`,
    lastResult,
    defaultValue: { words: group ? group.words.join(", ") : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: synonymFormSchema(lang) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form admin-search__form" aria-label={label}>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <input type="hidden" name="form" value={formName} />
      {group && <input type="hidden" name="id" value={group.id} />}
      {query !== undefined && <input type="hidden" name="query" value={query} />}
      <Field field={fields.words} label={label} hint={hint} type="text" maxLength={4000} />
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {submit}
      </button>
    </Form>
  );
}

function Missed({
  title,
  rows,
  id,
  site,
  answerIn,
  actionData,
}: {
  title: string;
  rows: QueryCount[];
  id: string;
  site: Lang;
  answerIn: { path: string; label: Record<Lang, string> }[];
  actionData?: Outcome;
}) {
  const t = useStrings(searchAdminStrings);
  const lang = useLang();
  return (
    <section aria-labelledby={id} className="admin-card">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="admin-muted">{t.none}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.query}</th>
              <th scope="col">{t.searches}</th>
              <th scope="col">{t.results}</th>
              <th scope="col">{t.sameAs}</th>
              <th scope="col">{t.orAnswer}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const formName = `${id}-${row.query}`;
              return (
                <tr key={row.query}>
                  <th scope="row" lang={/[\u1780-\u17FF]/.test(row.query) ? "km" : "en"}>
                    {row.query}
                  </th>
                  <td>{localNumber(row.searches, lang)}</td>
                  <td>{localNumber(row.results, lang)}</td>
                  <td>
                    <SynonymForm
                      formName={formName}
                      group={null}
                      label={`${t.sameAs}: ${row.query}`}
                      hint={t.sameAsHint}
                      submit={t.makeSynonym}
                      query={row.query}
                      lastResult={actionData?.form === formName ? actionData.result : undefined}
                    />
                  </td>
                  <td>
                    {answerIn.map((page) => (
                      <Link
                        key={page.path}
                        to={withLang(`${page.path}?${new URLSearchParams({ ask: row.query, in: site })}`, lang)}
                      >
                        {fill(t.answerIn, { page: page.label[lang] })}
                      </Link>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function SearchAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(searchAdminStrings);
  const lang = useLang();
  const { period, noResult, noClick, synonyms, answerIn } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="search-admin-title">
      <h1 id="search-admin-title">{t.title}</h1>
      <p className="admin-lead">{t.lead}</p>

      <h2 id="missed-title">{t.missedTitle}</h2>
      <p className="admin-lead">{t.missedLead}</p>
      <Form method="get" className="admin-card admin-period__form" aria-labelledby="missed-title">
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <div className="admin-field">
          <label htmlFor="search-site">{t.language}</label>
          <select id="search-site" name="in" defaultValue={period.site}>
            {(["en", "km"] as Lang[]).map((option) => (
              <option key={option} value={option}>
                {t[`lang_${option}`]}
              </option>
            ))}
          </select>
        </div>
        {(["from", "to"] as const).map((end) => (
          <div className="admin-field" key={end}>
            <label htmlFor={`search-${end}`}>{t[end]}</label>
            <input
              id={`search-${end}`}
              type="date"
              name={end}
              defaultValue={period[end]}
              required
              aria-invalid={period.valid ? undefined : true}
              aria-describedby={period.valid ? undefined : "search-period-error"}
            />
          </div>
        ))}
        {!period.valid && (
          <p id="search-period-error" className="form-field__error">
            {t.badPeriod}
          </p>
        )}
        <button type="submit" className="admin-button">
          {t.show}
        </button>
      </Form>
      {(
        [
          [t.noResultTitle, noResult, "missed-none"],
          [t.noClickTitle, noClick, "missed-unopened"],
        ] as const
      ).map(([title, rows, id]) => (
        <Missed
          key={id}
          title={title}
          rows={rows}
          id={id}
          site={period.site}
          answerIn={answerIn}
          actionData={actionData}
        />
      ))}

      <h2 id="synonyms-title">{t.synonymsTitle}</h2>
      <p className="admin-lead">{t.synonymsLead}</p>
      <ul className="admin-search__groups">
        {synonyms.map((group, index) => {
          const label = fill(t.group, { number: localNumber(index + 1, lang) });
          return (
            <li key={group.id} className="admin-card">
              <SynonymForm
                formName={`group-${group.id}`}
                group={group}
                label={`${label}: ${t.words}`}
                hint={t.wordsHint}
                submit={t.save}
                lastResult={actionData?.form === `group-${group.id}` ? actionData.result : undefined}
              />
              <Form method="post" aria-label={`${label}: ${t.remove}`}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={group.id} />
                <button type="submit" className="admin-button admin-button--quiet">
                  {`${t.remove}: ${group.words.slice(0, 3).join(", ")}…`}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <section className="admin-card" aria-labelledby="synonyms-new">
        <h3 id="synonyms-new">{t.newGroup}</h3>
        <SynonymForm
          formName="new"
          group={null}
          label={t.words}
          hint={t.wordsHint}
          submit={t.add}
          lastResult={actionData?.form === "new" ? actionData.result : undefined}
        />
      </section>
    </section>
  );
}
