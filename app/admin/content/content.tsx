// The website's content (role editor): every entity by group, with its items' count and its
// missing translations; /admin/content/translations lists those across the whole site, and the
// fields written in one language only or the same in both.
import { Link } from "react-router";
import type { Route } from "./+types/content";
import { useLang } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { adminMeta } from "../kit/meta.ts";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { services } from "../../http/context.server.ts";
import { entityGroups } from "../../content/model/view.ts";
import { contentOverview } from "./translations.server.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { viewOf } from "../../content/model/entity.ts";
import { placeOfSteps } from "./paths.ts";
import { controlId } from "./context.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { checksByItem } from "./checks.server.ts";
import { waitingReviews } from "./reviews.server.ts";
import { formatDateTime } from "../../i18n/dates.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const onlyMissing = new URL(request.url).pathname.endsWith("/translations");
  const overview = await contentOverview(services(context).db, { fields: onlyMissing });
  // Each field named in words, in the interface's language.
  const ui = langOf(request.url);
  const untranslated = overview.untranslated.map((record) => {
    const editable = editableNamed(record.entity);
    const fields = editable && viewOf(editable.definition).record;
    return {
      ...record,
      fields: record.fields.map((gap) => ({
        ...gap,
        place: fields ? placeOfSteps(fields, gap.path, ui) : gap.path.join(" › "),
      })),
    };
  });
  // The translation workflow's work, per area: fields to check, and translations waiting for review.
  const { db } = services(context);
  const areaOf = (entity: string) => editableNamed(entity)?.definition.label ?? { en: entity, km: entity };
  const workflow = onlyMissing
    ? {
        checks: (await checksByItem(db)).map((row) => ({ ...row, area: areaOf(row.entity) })),
        reviews: (await waitingReviews(db)).map((row) => ({ ...row, area: areaOf(row.entity) })),
      }
    : { checks: [], reviews: [] };
  return { ...overview, untranslated, onlyMissing, ...workflow };
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
  const { entities, missing, untranslated, onlyMissing, checks, reviews } = loaderData;
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
        <h2 id="reviews-title">{t.reviewsWaitingTitle}</h2>
        {reviews.length === 0 ? (
          <p>{t.reviewsNone}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" aria-labelledby="reviews-title">
              <ColumnHeads columns={[t.page, t.item, t.language, t.reviewSentBy]} />
              <tbody>
                {reviews.map((review) => (
                  <tr key={`${review.entity}/${review.key}/${review.lang}`}>
                    <td data-label={t.page}>{review.area[ui]}</td>
                    <td data-label={t.item}>
                      <Link to={editPath(review.entity, review.key)}>{review.key}</Link>
                    </td>
                    <td data-label={t.language}>{langName(review.lang)}</td>
                    <td data-label={t.reviewSentBy}>
                      {review.sentBy ?? t.staleSomeone} · {formatDateTime(review.sentAt, ui)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h2 id="checks-title">{t.checksListTitle}</h2>
        {checks.length === 0 ? (
          <p>{t.checksNone}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" aria-labelledby="checks-title">
              <ColumnHeads columns={[t.page, t.item, t.language, t.checksFields]} />
              <tbody>
                {checks.map((check) => (
                  <tr key={`${check.entity}/${check.key}/${check.lang}`}>
                    <td data-label={t.page}>{check.area[ui]}</td>
                    <td data-label={t.item}>
                      <Link to={editPath(check.entity, check.key)}>{check.key}</Link>
                    </td>
                    <td data-label={t.language}>{langName(check.lang)}</td>
                    <td data-label={t.checksFields}>{check.fields}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
        <h2 id="fields-title">{t.fieldsTitle}</h2>
        <p>{t.fieldsLead}</p>
        {untranslated.length === 0 ? (
          <p>{t.fieldsNone}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" aria-labelledby="fields-title">
              <ColumnHeads columns={[t.page, t.item, t.field, t.fieldsProblem]} />
              <tbody>
                {untranslated.flatMap((record) =>
                  record.fields.map((gap) => {
                    const lang = gap.gap === "en" ? "en" : "km";
                    return (
                      <tr key={`${record.entity}/${record.key}/${gap.path.join(".")}`}>
                        <td data-label={t.page}>{record.entityLabel[ui]}</td>
                        <td data-label={t.item}>{record.title}</td>
                        <td data-label={t.field}>
                          <Link to={`${editPath(record.entity, record.key)}#${controlId(lang, gap.path)}`}>
                            {gap.place}
                          </Link>
                        </td>
                        <td data-label={t.fieldsProblem} className="ed-flag">
                          {gap.gap === "same" ? t.fieldsSame : fill(t.fieldsEmpty, { lang: langName(gap.gap) })}
                        </td>
                      </tr>
                    );
                  }),
                )}
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
          {missing.length > 0 && <span className="ed-flag"> ({fillCount(t, "missingCount", missing.length)})</span>}
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
                      <span className="admin-muted"> · {fillCount(t, "items", entity.items)}</span>
                    )}
                    {entity.missing > 0 && (
                      <span className="ed-flag"> · {fillCount(t, "missingCount", entity.missing)}</span>
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
