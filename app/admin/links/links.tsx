// The broken links (issue 45, role editor): the addresses on other sites that the content links to
// and that failed at the last daily check (app/links/links.server.ts), what happens, since when,
// and each place it is used, a link to that item's editor.
import { Link } from "react-router";
import type { Route } from "./+types/links";
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminMeta } from "../kit/meta.ts";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { useDateTime } from "../staff/account-parts.tsx";
import { services } from "../../http/context.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { singleKey } from "../../content/model/view.ts";
import { brokenLinks } from "../../links/links.server.ts";
import { linksStrings } from "./links-strings.ts";
import "./links.css";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { links, lastCheck } = await brokenLinks(services(context).db);
  return {
    lastCheck,
    links: links.map((link) => ({
      ...link,
      usedIn: link.usedIn.map((use) => {
        const definition = editableNamed(use.entity)?.definition;
        return {
          ...use,
          label: definition?.label ?? { en: use.entity, km: use.entity },
          href: `/admin/content/${use.entity}${use.key === singleKey ? "" : `/${encodeURIComponent(use.key)}`}`,
        };
      }),
    })),
  };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(linksStrings[langOfSearch(location.search)].title);
}

export default function BrokenLinks({ loaderData }: Route.ComponentProps) {
  const t = useStrings(linksStrings);
  const ui = useLang();
  const dateTime = useDateTime();
  const { links, lastCheck } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="links-title">
      <h1 id="links-title">{t.title}</h1>
      <p className="admin-lead">{t.intro}</p>
      <p>{lastCheck ? fill(t.lastCheck, { time: dateTime(lastCheck) }) : t.neverChecked}</p>
      {links.length === 0 ? (
        lastCheck && <p role="status">{t.none}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby="links-title">
            <ColumnHeads columns={[t.columnAddress, t.columnProblem, t.columnSince, t.columnUsed]} />
            <tbody>
              {links.map((link) => (
                <tr key={link.url}>
                  <th scope="row" data-label={t.columnAddress}>
                    <code>{link.url}</code>
                  </th>
                  <td data-label={t.columnProblem}>
                    {fill(t[`problem_${link.problem as "status"}`] ?? link.problem, { status: link.status ?? "" })}
                  </td>
                  <td data-label={t.columnSince}>{dateTime(link.failingSince)}</td>
                  <td data-label={t.columnUsed}>
                    <ul className="admin-links__uses">
                      {link.usedIn.map((use) => (
                        <li key={`${use.entity}/${use.key}/${use.lang}/${use.field}`}>
                          <Link to={withLang(use.href, ui)}>
                            {fill(t.inLanguage, {
                              item: use.key === singleKey ? use.label[ui] : `${use.label[ui]} › ${use.key}`,
                              language: t[`lang_${use.lang as "en"}`],
                              field: use.field,
                            })}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
