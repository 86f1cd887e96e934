// Accessibility warnings across the website's content (issue 45; app/content/model/accessibility.ts),
// for those who work on it: each at its field, a link into the item's editor.
import { Link } from "react-router";
import type { Route } from "./+types/accessibility";
import { useLang, useStrings } from "../../i18n/define.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminMeta } from "../kit/meta.ts";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { services } from "../../http/context.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { everyItem } from "../../content/areas.server.ts";
import { viewOf } from "../../content/model/entity.ts";
import { singleKey } from "../../content/model/view.ts";
import { accessibilityWarnings } from "../../content/model/accessibility.ts";
import { issueMessages } from "../content/strings.ts";
import { placeOf } from "../content/paths.ts";
import { controlId } from "../content/context.ts";
import type { Lang } from "../../i18n/lang.ts";
import { accessibilityStrings } from "./accessibility-strings.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const ui = langOf(request.url);
  const warnings = [];
  for await (const { definition, key, value } of everyItem(services(context).db)) {
    const view = viewOf(definition);
    const title =
      (definition.titleField && definition.langs.map((lang) => value[lang]?.[definition.titleField!]).find(Boolean)) ||
      null;
    for (const warning of accessibilityWarnings(view.record, value, definition.langs)) {
      const [lang, ...steps] = warning.path.split(".");
      warnings.push({
        area: definition.label[ui],
        item: typeof title === "string" ? title : key === singleKey ? definition.label[ui] : key,
        field: placeOf(view.record, warning.path, ui),
        message: warning.message,
        href: `/admin/content/${definition.name}${key === singleKey ? "" : `/${encodeURIComponent(key)}`}#${controlId(lang as Lang, steps)}`,
      });
    }
  }
  return { warnings };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(accessibilityStrings[langOfSearch(location.search)].title);
}

export default function AccessibilityWarnings({ loaderData }: Route.ComponentProps) {
  const t = useStrings(accessibilityStrings);
  const ui = useLang();
  const { warnings } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title">{t.title}</h1>
      <p className="admin-lead">{t.intro}</p>
      {warnings.length === 0 ? (
        <p role="status">{t.none}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby="accessibility-title">
            <ColumnHeads columns={[t.columnArea, t.columnItem, t.columnField, t.columnProblem]} />
            <tbody>
              {warnings.map((warning) => (
                <tr key={warning.href}>
                  <td data-label={t.columnArea}>{warning.area}</td>
                  <td data-label={t.columnItem}>{warning.item}</td>
                  <td data-label={t.columnField}>
                    <Link to={withLang(warning.href, ui)}>{warning.field}</Link>
                  </td>
                  <td data-label={t.columnProblem}>{issueMessages[ui][warning.message]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
