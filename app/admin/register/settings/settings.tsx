// The register's rules (role admin): how many working days to acknowledge and to answer a
// complaint, the public holidays, a year at a time, and the complaint categories. A change moves the deadlines still
// running (the database's triggers, docs/decisions/0019-complaints-register.md) and is audited.
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../../i18n/lang.ts";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { Field } from "../../kit/Field.tsx";
import { Notice } from "../../kit/Notice.tsx";
import { withNotice } from "../../kit/notices.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { RowAction, useDay } from "../operations.tsx";
import { ColumnHeads } from "../../kit/ColumnHeads.tsx";
import { adminMeta } from "../../kit/meta.ts";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { adminOperationsStrings } from "../operations-strings.ts";
import {
  deletePublicHoliday,
  getRegisterSettings,
  listHolidayYears,
  listPublicHolidays,
  addPublicHolidays,
  savePublicHoliday,
  updateRegisterSettings,
} from "../../../register/deadlines.server.ts";
import { categoryFormSchema, deadlinesFormSchema, holidayFormSchema } from "../operations-forms.ts";
import {
  deleteCategory,
  listCategoriesInUse,
  saveCategory,
  setCategoryRetired,
} from "../../../register/categories/categories.server.ts";
import { CategorySettings, type CategoryRefusal } from "./categories/CategorySettings.tsx";
import { isUuid } from "../../../register/workflow.ts";
import { cambodianHolidays, offeredYears } from "./holidays/cambodia.server.ts";
import { HolidayCalendar } from "./holidays/HolidayCalendar.tsx";
import { isIsoDay, phnomPenhDay } from "../../../register/working-days.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import type { Queryable } from "../../../../db/client.ts";
import "./settings.css";

const yearOf = (day: string) => Number(day.slice(0, 4));

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = services(context);
  const thisYear = yearOf(phnomPenhDay(new Date()));
  const asked = Number(new URL(request.url).searchParams.get("year"));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const settings = await getRegisterSettings(db);
  const holidays = await listPublicHolidays(db, { from: `${year}-01-01`, to: `${year}-12-31` });
  const years = [...new Set([...(await listHolidayYears(db)), thisYear - 1, thisYear, thisYear + 1, year])].sort(
    (a, b) => a - b,
  );
  const categories = await listCategoriesInUse(db);
  return { settings, holidays, year, years, categories, calendar: await holidayCalendar(db) };
}

/** Cambodia's public holidays of this year and next, each marked when its day is in the list already. */
async function holidayCalendar(db: Queryable) {
  const years = offeredYears(phnomPenhDay(new Date()));
  const listed = new Set(
    (await listPublicHolidays(db, { from: `${years[0]}-01-01`, to: `${years.at(-1)}-12-31` })).map(
      (holiday) => holiday.day,
    ),
  );
  const days = years.flatMap(cambodianHolidays).map((holiday) => ({ ...holiday, listed: listed.has(holiday.day) }));
  return { years, days };
}

type Outcome =
  | { form: "deadlines" | "holiday"; result: SubmissionResult<string[]> }
  | { form: "remove" | "calendar"; result: null }
  | { form: "category"; refusal: CategoryRefusal }
  | { form: "categoryProblem"; problem: "categoryStillUsed" | "categoryGone" };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const lang = langOf(request.url);
  const body = await readFormBody(request, 4 * 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const actor = { id: staff.id, name: staff.displayName };
  const entry = { actor: { id: staff.id, email: staff.email }, clientIp: context.get(requestInfoContext).clientIp };
  const back = (year: number, notice: Parameters<typeof withNotice>[1]) =>
    redirect(withNotice(withLang(`/admin/settings?year=${year}`, lang), notice));
  const shownYear = Number(new URL(request.url).searchParams.get("year")) || yearOf(phnomPenhDay(new Date()));

  switch (body.value.get("intent")) {
    case "deadlines": {
      const submission = parseWithZod(body.value, { schema: deadlinesFormSchema(lang) });
      if (submission.status !== "success")
        return data<Outcome>({ form: "deadlines", result: submission.reply() }, { status: 400 });
      const before = await getRegisterSettings(db);
      const { ackWorkingDays, answerWorkingDays } = submission.value;
      await updateRegisterSettings(db, { ackWorkingDays, answerWorkingDays }, actor);
      await audit(db, {
        ...entry,
        action: "register.settings",
        detail: {
          ackWorkingDays,
          answerWorkingDays,
          previousAckWorkingDays: before.ackWorkingDays,
          previousAnswerWorkingDays: before.answerWorkingDays,
        },
      });
      return back(shownYear, "deadlines-saved");
    }
    case "holiday": {
      const submission = parseWithZod(body.value, { schema: holidayFormSchema(lang) });
      if (submission.status !== "success")
        return data<Outcome>({ form: "holiday", result: submission.reply() }, { status: 400 });
      const { day, nameEn, nameKm } = submission.value;
      await savePublicHoliday(db, { day, nameEn, nameKm }, actor);
      await audit(db, { ...entry, action: "holiday.save", detail: { day, nameEn, nameKm } });
      return back(yearOf(day), "holiday-saved");
    }
    case "calendar": {
      const years = offeredYears(phnomPenhDay(new Date()));
      const ticked = new Set(body.value.getAll("day"));
      const chosen = years.flatMap(cambodianHolidays).filter((holiday) => ticked.has(holiday.day));
      if (chosen.length === 0) return data<Outcome>({ form: "calendar", result: null }, { status: 400 });
      const added = await addPublicHolidays(db, chosen, actor);
      await audit(db, { ...entry, action: "holiday.load", detail: { days: added.length, years: years.map(String) } });
      return back(shownYear, "holidays-loaded");
    }
    case "remove": {
      const day = body.value.get("day");
      if (typeof day !== "string" || !isIsoDay(day)) throw data("Not a day", { status: 400 });
      if (!(await deletePublicHoliday(db, day, actor)))
        return data<Outcome>({ form: "remove", result: null }, { status: 409 });
      await audit(db, { ...entry, action: "holiday.remove", detail: { day } });
      return back(yearOf(day), "holiday-removed");
    }
    case "category": {
      const submission = parseWithZod(body.value, { schema: categoryFormSchema(lang) });
      const form = String(body.value.get("id") || "new");
      const refuse = (result: SubmissionResult<string[]>, status: number) =>
        data<Outcome>({ form: "category", refusal: { form, result } }, { status });
      if (submission.status !== "success") return refuse(submission.reply(), 400);
      const saved = await saveCategory(db, submission.value);
      if (!saved.saved)
        return refuse(
          saved.problem === "taken"
            ? submission.reply({ fieldErrors: { nameEn: [adminOperationsStrings[lang].categoryTaken] } })
            : submission.reply({ formErrors: [adminOperationsStrings[lang].categoryGone] }),
          409,
        );
      const { nameEn, nameKm } = submission.value;
      await audit(db, {
        ...entry,
        action: "category.save",
        detail: { id: saved.id, nameEn, nameKm, added: !submission.value.id },
      });
      return back(shownYear, "category-saved");
    }
    case "categoryRetire":
    case "categoryDelete": {
      const id = body.value.get("id");
      if (!isUuid(id)) throw data("Not a category", { status: 400 });
      const problem = (name: "categoryStillUsed" | "categoryGone") =>
        data<Outcome>({ form: "categoryProblem", problem: name }, { status: 409 });
      if (body.value.get("intent") === "categoryDelete") {
        const outcome = await deleteCategory(db, id);
        if (outcome !== "deleted") return problem(outcome === "inUse" ? "categoryStillUsed" : "categoryGone");
        await audit(db, { ...entry, action: "category.delete", detail: { id } });
        return back(shownYear, "category-deleted");
      }
      const retired = body.value.get("retired") === "true";
      if (!(await setCategoryRetired(db, id, retired))) return problem("categoryGone");
      await audit(db, { ...entry, action: "category.retire", detail: { id, retired } });
      return back(shownYear, retired ? "category-retired" : "category-restored");
    }
    default:
      throw data("Unknown intent", { status: 400 });
  }
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminOperationsStrings[langOfSearch(location.search)].settingsTitle);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const { settings, holidays, year, years, categories, calendar } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t.settingsTitle}</h1>
      <DeadlinesForm
        settings={settings}
        lastResult={actionData?.form === "deadlines" ? actionData.result : undefined}
      />

      <h2 id="holidays-title">{t.holidaysHeading}</h2>
      <p className="admin-lead">{t.holidaysLead}</p>
      {actionData?.form === "remove" && <Notice tone="error">{t.holidayGone}</Notice>}
      <Form method="get" className="admin-inline-filter">
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <div className="admin-field">
          <label htmlFor="holiday-year">{t.year}</label>
          <select id="holiday-year" name="year" defaultValue={year} key={year}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="admin-button">
          {t.show}
        </button>
      </Form>
      <HolidayCalendar {...calendar} refused={actionData?.form === "calendar"} />
      <HolidayList year={year} holidays={holidays} />
      <HolidayForm lastResult={actionData?.form === "holiday" ? actionData.result : undefined} />
      <CategorySettings
        categories={categories}
        refusal={actionData?.form === "category" ? actionData.refusal : null}
        problem={actionData?.form === "categoryProblem" ? t[actionData.problem] : null}
      />
    </section>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

function DeadlinesForm({
  settings,
  lastResult,
}: {
  settings: Loaded["settings"];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "deadlines",
    lastResult,
    defaultValue: {
      ackWorkingDays: String(settings.ackWorkingDays),
      answerWorkingDays: String(settings.answerWorkingDays),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deadlinesFormSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h2 id="deadlines-title">{t.deadlinesHeading}</h2>
      <p className="admin-lead">{t.deadlinesLead}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="admin-form admin-form--row"
        aria-labelledby="deadlines-title"
      >
        <input type="hidden" name="intent" value="deadlines" />
        <Field field={fields.ackWorkingDays} label={t.ackDays} type="number" inputMode="numeric" />
        <Field field={fields.answerWorkingDays} label={t.answerDays} type="number" inputMode="numeric" />
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.saveDeadlines}
        </button>
      </Form>
      {settings.updatedBy && (
        <p className="admin-muted">
          {fill(t.lastChanged, { when: dateTime(settings.updatedAt), name: settings.updatedBy.name })}
        </p>
      )}
    </>
  );
}

function HolidayList({ year, holidays }: { year: number; holidays: Loaded["holidays"] }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const day = useDay();
  if (holidays.length === 0) return <p>{fill(t.noHolidays, { year })}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{fill(t.holidaysOf, { year })}</caption>
        <ColumnHeads columns={[t.date, t.nameEn, t.nameKm]} action={t.remove} />
        <tbody>
          {holidays.map((holiday) => (
            <tr key={holiday.day}>
              <th scope="row" data-label={t.date}>
                <time dateTime={holiday.day}>{day(holiday.day, { weekday: true })}</time>
              </th>
              <td data-label={t.nameEn} lang="en">
                {holiday.nameEn}
              </td>
              <td data-label={t.nameKm} lang="km">
                {holiday.nameKm}
              </td>
              <RowAction
                fields={{ intent: "remove", day: holiday.day }}
                text={t.remove}
                label={fill(t.removeLabel, {
                  name: lang === "km" ? holiday.nameKm : holiday.nameEn,
                  date: day(holiday.day),
                })}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HolidayForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "holiday",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: holidayFormSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form admin-card" aria-labelledby="add-holiday-title">
      <h3 id="add-holiday-title">{t.addHoliday}</h3>
      <p className="admin-field__hint">{t.addHolidayHint}</p>
      <input type="hidden" name="intent" value="holiday" />
      <Field field={fields.day} label={t.date} type="date" />
      <Field field={fields.nameEn} label={t.nameEn} type="text" maxLength={200} />
      <Field field={fields.nameKm} label={t.nameKm} type="text" maxLength={200} />
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {t.saveHoliday}
      </button>
    </Form>
  );
}
