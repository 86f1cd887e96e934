// The back office's search (issue 45; any staff member, each finding what their roles open): the
// field at the top of every page of the back office leads here. Content items in either
// language, media and a complaint by its reference, the words found marked.
import { Form, Link } from "react-router";
import type { Route } from "./+types/find";
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { langOfSearch, withLang, type Lang } from "../../i18n/lang.ts";
import { adminMeta } from "../kit/meta.ts";
import { services } from "../../http/context.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import type { SnippetPart } from "../../search/query.server.ts";
import { adminRegisterStrings } from "../register/strings.ts";
import { findEverywhere } from "./find.server.ts";
import { findStrings } from "./find-strings.ts";
import "./find.css";

const queryLimit = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, queryLimit);
  const may = { content: staff.roles.includes("editor"), complaints: staff.roles.includes("complaints") };
  return { may, answer: await findEverywhere(services(context).db, query, may) };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const t = findStrings[langOfSearch(location.search)];
  return adminMeta(loaderData?.answer.query ? fill(t.titleFor, { query: loaderData.answer.query }) : t.title);
}

function Marked({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text));
}

const scriptOf = (text: string): Lang => (/[\u1780-\u17FF]/.test(text) ? "km" : "en");

export default function Find({ loaderData }: Route.ComponentProps) {
  const t = useStrings(findStrings);
  const statuses = useStrings(adminRegisterStrings);
  const ui = useLang();
  const { may, answer } = loaderData;
  const reference = /CMP-\d{4}-\d{6}/i.exec(answer.query)?.[0]?.toUpperCase() ?? null;
  const found = answer.items.length + answer.media.length + (answer.complaint ? 1 : 0);
  const intro = may.content && may.complaints ? t.intro : may.content ? t.introContentOnly : t.introComplaintsOnly;
  return (
    <section className="admin-page admin-find" aria-labelledby="find-title">
      <h1 id="find-title">{answer.query ? fill(t.titleFor, { query: answer.query }) : t.title}</h1>
      <p className="admin-lead">{intro}</p>
      <Form method="get" role="search" className="admin-find__form" aria-labelledby="find-title">
        {ui === "km" && <input type="hidden" name="l" value="km" />}
        <label htmlFor="find-query">{t.query}</label>
        <input id="find-query" name="q" type="search" defaultValue={answer.query} maxLength={queryLimit} />
        <button type="submit" className="admin-button admin-button--primary">
          {t.search}
        </button>
      </Form>
      {answer.query && found === 0 && !(reference && may.complaints) && (
        <p role="status">{fill(t.nothing, { query: answer.query })}</p>
      )}
      {reference && may.complaints && (
        <section aria-labelledby="find-complaint">
          <h2 id="find-complaint">{t.complaint}</h2>
          {answer.complaint ? (
            <p>
              <Link to={withLang(`/admin/complaints/${answer.complaint.id}`, ui)}>
                <mark>{answer.complaint.reference}</mark>
              </Link>{" "}
              · {statuses[`status_${answer.complaint.status}` as keyof typeof statuses] ?? answer.complaint.status}
            </p>
          ) : (
            <p role="status">{fill(t.noComplaint, { reference })}</p>
          )}
        </section>
      )}
      {answer.items.length > 0 && (
        <section aria-labelledby="find-items">
          <h2 id="find-items">{fillCount(t, "items", answer.items.length)}</h2>
          <ol className="admin-find__list">
            {answer.items.map((item) => (
              <li key={`${item.entity}/${item.key}`} className="admin-card">
                <p className="admin-find__title">
                  <Link to={withLang(item.href, ui)} lang={item.lang}>
                    <Marked parts={item.title} />
                  </Link>
                </p>
                <p className="admin-muted">
                  {item.entityLabel[ui]} · {fill(t.inLanguage, { language: t[`lang_${item.lang}`] })}
                </p>
                {item.snippet.length > 0 && (
                  <p className="admin-find__snippet" lang={item.lang}>
                    <Marked parts={item.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ol>
          {answer.items.length >= 30 && <p className="admin-muted">{fill(t.tooMany, { count: 30 })}</p>}
        </section>
      )}
      {answer.media.length > 0 && (
        <section aria-labelledby="find-media">
          <h2 id="find-media">{fillCount(t, "media", answer.media.length)}</h2>
          <ol className="admin-find__list">
            {answer.media.map((file) => (
              <li key={file.id} className="admin-card">
                <p className="admin-find__title">
                  <Link to={withLang(`/admin/media/${file.id}`, ui)}>{file.name}</Link>
                </p>
                <p className="admin-muted" lang={scriptOf(file.originalName)}>
                  {fill(t.uploadedAs, { name: file.originalName })}
                </p>
                {file.description.length > 0 && (
                  <p className="admin-find__snippet" lang={file.lang}>
                    <Marked parts={file.description} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
