// The website's content (role editor): every entity by group, with its items' count and its
// missing translations; /admin/content/translations lists those across the whole site.
import { Link } from "react-router";
import type { Route } from "./+types/content";
import { useLang } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { adminMeta } from "../shell/meta.ts";
import { ColumnHeads } from "../shell/ColumnHeads.tsx";
import { services } from "../../content/query.server.ts";
import { entityGroups } from "../../content/model/view.ts";
import { contentOverview } from "./translations.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const overview = await contentOverview(services(context).db);
  const onlyMissing = new URL(request.url).pathname.endsWith("/translations");
  return { ...overview, onlyMissing };
}

export function meta({ location }: Route.MetaArgs) {
  const t = adminContentStrings[langOfSearch(location.search)];
  return adminMeta(location.pathname.endsWith("/translations") ? t.missingTitle : t.contentTitle);
}

const groupLabels = {
  site: "groupSite",
  home: "groupHome",
  products: "groupProducts",
  company: "groupCompany",
  services: "groupServices",
  news: "groupNews",
} as const;

export default function Content({ loaderData }: Route.ComponentProps) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  const { entities, missing, onlyMissing } = loaderData;
  const langName = (lang: string) => (lang === "km" ? t.khmer : t.english);
  const editPath = (entity: string, key: string) => withLang(`/admin/content/${entity}/${key}`, ui);

  if (onlyMissing) {
    return (
      <section className="admin-page" aria-labelledby="missing-title">
        <p>
          <Link to={withLang("/admin/content", ui)}>{t.contentTitle}</Link>
        </p>
        <h1 id="missing-title">{t.missingTitle}</h1>
        <p className="admin-lead">{t.missingLead}</p>
        {missing.length === 0 ? (
          <p>{t.missingNone}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <ColumnHeads columns={[t.page, t.item, t.missingTitle]} />
              <tbody>
                {missing.map((row) => (
                  <tr key={`${row.entity}/${row.key}`}>
                    <td>{row.entityLabel[ui]}</td>
                    <td>
                      <Link to={editPath(row.entity, row.key)}>{row.title}</Link>
                    </td>
                    <td className="ed-flag">
                      {row.missing.map((lang) => fill(t.missingIn, { lang: langName(lang) })).join(", ")}
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

  return (
    <section className="admin-page" aria-labelledby="content-title">
      <h1 id="content-title">{t.contentTitle}</h1>
      <p className="admin-lead">{t.contentLead}</p>
      <p>
        <Link to={withLang("/admin/content/translations", ui)}>
          {t.missingTitle}
          {missing.length > 0 && <span className="ed-flag"> ({fill(t.missingCount, { count: missing.length })})</span>}
        </Link>
      </p>
      {entityGroups.map((group) => {
        const inGroup = entities.filter((entity) => entity.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{t[groupLabels[group]]}</h2>
            <ul className="ed-index">
              {inGroup.map((entity) => (
                <li key={entity.entity}>
                  <Link to={withLang(`/admin/content/${entity.entity}`, ui)}>
                    {entity.label[ui]}
                    {entity.items !== null && (
                      <span className="admin-muted"> · {fill(t.items, { count: entity.items })}</span>
                    )}
                    {entity.missing > 0 && (
                      <span className="ed-flag"> · {fill(t.missingCount, { count: entity.missing })}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
