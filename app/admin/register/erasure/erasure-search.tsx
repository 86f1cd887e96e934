// Finding the records to erase at a person's request (role admin, docs/decisions/0035): by a
// complaint's reference, or by the e-mail address the person wrote from, every complaint and
// contact message that has it, each with its erasure page. An admin without the complaints role
// reaches erasure from here rather than through a record's internal address.
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../../i18n/lang.ts";
import { Form, Link } from "react-router";
import type { Route } from "./+types/erasure-search";
import { adminMeta } from "../../kit/meta.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { services } from "../../../http/context.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { findRecordsToErase } from "../../../register/erasure.server.ts";
import { erasureSearchStrings } from "./erasure-search-strings.ts";
import "./erasure.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 254);
  return { query, records: query ? await findRecordsToErase(services(context).db, query) : null };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(erasureSearchStrings[langOfSearch(location.search)].title);
}

export default function ErasureSearch({ loaderData }: Route.ComponentProps) {
  const t = useStrings(erasureSearchStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const { query, records } = loaderData;
  return (
    <section className="admin-page admin-page--narrow" aria-labelledby="erasure-title">
      <h1 id="erasure-title">{t.title}</h1>
      <p className="admin-lead">{t.lead}</p>
      <Form method="get" className="admin-form" aria-labelledby="erasure-title">
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <div className="admin-field">
          <label htmlFor="erasure-q">{t.query}</label>
          <p id="erasure-q-hint" className="admin-field__hint">
            {t.queryHint}
          </p>
          <input
            // A new search is a new input: React keeps an uncontrolled input's value across renders.
            key={query}
            id="erasure-q"
            name="q"
            type="search"
            defaultValue={query}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="erasure-q-hint"
          />
        </div>
        <button type="submit" className="admin-button admin-button--primary">
          {t.find}
        </button>
      </Form>
      {records && (
        <section aria-labelledby="erasure-found" aria-live="polite">
          <h2 id="erasure-found">{fill(records.length === 1 ? t.foundOne : t.found, { count: records.length })}</h2>
          {records.length === 0 ? (
            <p>{fill(t.none, { query })}</p>
          ) : (
            <ul className="admin-erasure-list">
              {records.map((record) => (
                <li key={record.id} className="admin-card">
                  <p>
                    <strong>
                      {record.reference
                        ? fill(t.complaint, { reference: record.reference })
                        : fill(t.message, { code: record.code })}
                    </strong>
                    <br />
                    {fill(t.from, { name: record.fullName, date: dateTime(record.receivedAt) })}
                  </p>
                  <Link
                    className="admin-button admin-button--danger"
                    to={withLang(
                      `/admin/${record.kind === "complaint" ? "complaints" : "messages"}/${record.id}/erase`,
                      lang,
                    )}
                  >
                    {t.erase}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
