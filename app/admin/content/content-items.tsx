// The items of a collection (role editor): products, positions, newsletters…, each with its
// title in both languages, whether it is published and which language it lacks. A single page
// has no list: its address leads to its editor.
import { Link, redirect } from "react-router";
import type { Route } from "./+types/content-items";
import { useLang } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { adminMeta } from "../shell/meta.ts";
import { ColumnHeads } from "../shell/ColumnHeads.tsx";
import { services } from "../../content/query.server.ts";
import { viewOf } from "../../content/model/entity.ts";
import { singleKey } from "../../content/model/view.ts";
import { editableOr404 } from "./requests.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const { definition, store } = editableOr404(params.entity);
  if (definition.kind === "single")
    throw redirect(withLang(`/admin/content/${definition.name}/${singleKey}`, langOf(request.url)));
  return { view: viewOf(definition), items: await store.list!(services(context).db) };
}

export function meta({ location, loaderData: loaded }: Route.MetaArgs) {
  const ui = langOfSearch(location.search);
  return adminMeta(
    loaded
      ? fill(adminContentStrings[ui].itemsOf, { entity: loaded.view.label[ui] })
      : adminContentStrings[ui].notFound,
  );
}

export default function ContentItems({ loaderData }: Route.ComponentProps) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  const definition = loaderData.view;
  const publishable = definition.publishable;
  const base = `/admin/content/${definition.name}`;
  return (
    <section className="admin-page" aria-labelledby="items-title">
      <p>
        <Link to={withLang("/admin/content", ui)}>{t.contentTitle}</Link>
      </p>
      <h1 id="items-title">{definition.label[ui]}</h1>
      <p>
        <Link to={withLang(`${base}/new`, ui)} className="admin-button admin-button--primary">
          {t.newItem}
        </Link>
      </p>
      {loaderData.items.length === 0 ? (
        <p>{t.noItems}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <ColumnHeads
              columns={[
                ...definition.langs.map((lang) => (lang === "km" ? t.khmer : t.english)),
                ...(publishable ? [t.published] : []),
              ]}
            />
            <tbody>
              {loaderData.items.map((item) => (
                <tr key={item.key}>
                  {definition.langs.map((lang) => (
                    <td key={lang} lang={lang}>
                      {item.titles[lang] === undefined ? (
                        <span className="ed-flag" lang={ui}>
                          {fill(t.missingIn, { lang: lang === "km" ? t.khmer : t.english })}
                        </span>
                      ) : lang === definition.langs.find((one) => item.titles[one] !== undefined) ? (
                        <Link to={withLang(`${base}/${item.key}`, ui)}>{item.titles[lang]}</Link>
                      ) : (
                        item.titles[lang]
                      )}
                    </td>
                  ))}
                  {publishable && (
                    <td>
                      <span className={`admin-badge admin-badge--${item.published ? "on" : "off"}`}>
                        {item.published ? t.published : t.notPublished}
                      </span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
