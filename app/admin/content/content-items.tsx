// The items of a collection (role editor): products, positions, newsletters…, each with its
// title in both languages, whether it is published, each language's state ("English ready ·
// Khmer: 3 fields missing"), unfinished items and what is scheduled. A single page has no list:
// its address leads to its editor.
import { useEffect, useRef, useState } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/content-items";
import { useLang } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { adminMeta } from "../kit/meta.ts";
import { ColumnHeads } from "../kit/ColumnHeads.tsx";
import { services } from "../../http/context.server.ts";
import { fieldsNeedingAttention, viewOf } from "../../content/model/entity.ts";
import type { Lang } from "../../i18n/lang.ts";
import { listUnfinished } from "./unfinished.server.ts";
import { pendingSchedules } from "./schedules.server.ts";
import { scheduleText } from "./SchedulePanel.tsx";
import { singleKey } from "../../content/model/view.ts";
import { editableOr404 } from "./requests.server.ts";
import { requireRole, requireStaff } from "../staff/permissions.server.ts";
import { requestInfoContext } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { phnomPenhMoment } from "../../i18n/dates.ts";
import { applyToItems, bulkContentActions, type BulkContentAction } from "./bulk.server.ts";
import { ContentBulk, contentBulkFormId, type ContentBulkAnswer } from "./ContentBulk.tsx";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const { definition, store } = editableOr404(params.entity);
  if (definition.kind === "single")
    throw redirect(withLang(`/admin/content/${definition.name}/${singleKey}`, langOf(request.url)));
  const { db } = services(context);
  const schedules = await pendingSchedules(db, definition.name);
  // Each language: null where it is not written, else how many fields it lacks to be published.
  const stateOf = (value: Record<Lang, Record<string, unknown> | null> | null) =>
    Object.fromEntries(
      definition.langs.map((lang) => {
        const record = value?.[lang];
        return [lang, record ? fieldsNeedingAttention(definition, record) : null];
      }),
    ) as Partial<Record<Lang, number | null>>;
  const stored = await Promise.all(
    (await store.list!(db)).map(async (item) => ({
      ...item,
      unfinished: false,
      state: stateOf(await store.load(db, item.key)),
      schedules: schedules.get(item.key) ?? [],
    })),
  );
  const unfinished = (await listUnfinished(db, definition.name, definition.titleField ?? null)).map((item) => ({
    key: item.key,
    titles: item.titles,
    published: {},
    unfinished: true,
    state: stateOf(item.value),
    schedules: schedules.get(item.key) ?? [],
  }));
  // A translator opens items to translate; adding, publishing and deleting are an editor's.
  return { view: viewOf(definition), items: [...unfinished, ...stored], editor: staff.roles.includes("editor") };
}

const isBulkAction = (value: unknown): value is BulkContentAction =>
  (bulkContentActions as readonly unknown[]).includes(value);

/** The bulk form's action: each ticked item through the same save or schedule as one by one. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const editable = editableOr404(params.entity);
  const { definition } = editable;
  if (definition.kind !== "collection") throw data("Not a collection", { status: 404 });
  const t = adminContentStrings[langOf(request.url)];
  const body = await readFormBody(request, 64 * 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const form = body.value;
  const refuse = (error: string) => data<ContentBulkAnswer>({ error }, { status: 400 });
  const keys = form.getAll("key").filter((key): key is string => typeof key === "string" && key !== "");
  const bulk = form.get("bulk");
  if (keys.length === 0) return refuse(t.bulkNoneTicked);
  if (!isBulkAction(bulk) || (bulk !== "remove" && !viewOf(definition).publishable)) return refuse(t.bulkNoAction);
  // Publishing and deleting are an editor's; a translator sees the list only.
  await requireRole(context, request, "editor");
  // Deleting needs the second question's answer.
  if (bulk === "remove" && form.get("confirm") !== "yes") throw data("Deleting is confirmed", { status: 400 });
  let dueAt: Date | undefined;
  if (bulk === "schedule") {
    const at = phnomPenhMoment(String(form.get("publishDay") ?? ""), String(form.get("publishTime") ?? ""));
    if (!at) return refuse(t.scheduleWhen);
    if (at.getTime() <= Date.now()) return refuse(t.schedulePast);
    dueAt = at;
  }
  const outcome = await applyToItems(
    services(context).db,
    editable,
    { keys, action: bulk, dueAt },
    { id: staff.id, email: staff.email },
    context.get(requestInfoContext).clientIp,
  );
  return data<ContentBulkAnswer>({ outcome });
}

export function meta({ location, loaderData: loaded }: Route.MetaArgs) {
  const ui = langOfSearch(location.search);
  return adminMeta(
    loaded
      ? fill(adminContentStrings[ui].itemsOf, { entity: loaded.view.label[ui] })
      : adminContentStrings[ui].notFound,
  );
}

/** "English ready · Khmer: 3 fields missing". */
function languageStates(state: Partial<Record<Lang, number | null>>, langs: readonly Lang[], ui: Lang): string {
  const t = adminContentStrings[ui];
  return langs
    .map((lang) => {
      const name = lang === "km" ? t.khmer : t.english;
      const missing = state[lang];
      if (missing === null || missing === undefined) return fill(t.stateAbsent, { lang: name });
      return missing === 0 ? fill(t.stateReady, { lang: name }) : fillCount(t, "stateMissing", missing, { lang: name });
    })
    .join(" · ");
}

export default function ContentItems({ loaderData, actionData }: Route.ComponentProps) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  const definition = loaderData.view;
  const publishable = definition.publishable;
  const editor = loaderData.editor;
  const base = `/admin/content/${definition.name}`;
  const table = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState(0);
  const countTicked = () =>
    setTicked(table.current?.querySelectorAll(`input[form="${contentBulkFormId}"]:checked`).length ?? 0);
  // Done: the boxes are cleared for the next change.
  useEffect(() => {
    if (!actionData?.outcome || !table.current) return;
    for (const box of table.current.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = false;
    setTicked(0);
  }, [actionData]);
  const titleOf = (item: (typeof loaderData.items)[number]) =>
    item.titles[ui] ?? definition.langs.map((lang) => item.titles[lang]).find(Boolean) ?? item.key;
  return (
    <section className="admin-page" aria-labelledby="items-title">
      <p>
        <Link to={withLang("/admin/content", ui)}>{t.contentTitle}</Link>
      </p>
      <h1 id="items-title">{definition.label[ui]}</h1>
      {editor && (
        <p>
          <Link to={withLang(`${base}/new`, ui)} className="admin-button admin-button--primary">
            {t.newItem}
          </Link>
        </p>
      )}
      {loaderData.items.length === 0 ? (
        <p>{t.noItems}</p>
      ) : (
        <>
          {editor && (
            <ContentBulk
              publishable={publishable}
              ticked={ticked}
              titles={Object.fromEntries(loaderData.items.map((item) => [item.key, titleOf(item)]))}
              answer={actionData}
            />
          )}
          <div className="admin-table-wrap" ref={table} onChange={countTicked}>
            <table className="admin-table">
              <ColumnHeads
                lead={
                  editor ? (
                    <input
                      type="checkbox"
                      aria-label={t.bulkSelectAll}
                      onChange={(event) => {
                        const boxes = event.currentTarget.closest("table")!;
                        for (const box of boxes.querySelectorAll<HTMLInputElement>(
                          `input[form="${contentBulkFormId}"]`,
                        ))
                          box.checked = event.currentTarget.checked;
                      }}
                    />
                  ) : undefined
                }
                columns={[
                  ...definition.langs.map((lang) => (lang === "km" ? t.khmer : t.english)),
                  ...(publishable ? [t.published] : []),
                  t.state,
                ]}
              />
              <tbody>
                {loaderData.items.map((item) => (
                  <tr key={item.key}>
                    {editor && (
                      <td className="admin-table__select">
                        <input
                          type="checkbox"
                          form={contentBulkFormId}
                          name="key"
                          value={item.key}
                          aria-label={fill(t.bulkSelect, { title: titleOf(item) })}
                        />
                      </td>
                    )}
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
                        <PublishedBadge published={item.published ?? {}} langs={definition.langs} ui={ui} />
                      </td>
                    )}
                    <td>
                      {item.unfinished && <span className="admin-badge admin-badge--off">{t.stateUnfinished}</span>}{" "}
                      {languageStates(item.state, definition.langs, ui)}
                      {item.schedules.map((schedule) => (
                        <span key={schedule.id} className="ed-item-schedule">
                          {scheduleText(schedule, ui)}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Published in every language written, in none, or in one only (each language has its own state). */
function PublishedBadge({
  published,
  langs,
  ui,
}: {
  published: Partial<Record<Lang, boolean>>;
  langs: readonly Lang[];
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  const written = langs.filter((lang) => published[lang] !== undefined);
  const on = written.filter((lang) => published[lang]);
  const text =
    on.length === 0
      ? t.notPublished
      : on.length === written.length
        ? t.published
        : fill(t.publishedOnlyIn, { lang: on[0] === "km" ? t.khmer : t.english });
  return <span className={`admin-badge admin-badge--${on.length > 0 ? "on" : "off"}`}>{text}</span>;
}
