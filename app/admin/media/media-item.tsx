// One media item (role editor): its preview, details, alt texts (edited here), the pages that
// use it, and its deletion, refused while any page uses it (with the list of those pages).
import { useLang, useStrings } from "../../i18n/define.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/media-item";
import { Notice } from "../kit/Notice.tsx";
import { adminMeta } from "../kit/meta.ts";
import { formatBytes } from "../../uploads/file-size.ts";
import { fill } from "../../i18n/fill.ts";
import { formatDateTime } from "../../i18n/dates.ts";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { adminMediaStrings } from "./strings.ts";
import { variantUrl } from "../../images/image-variants.ts";
import { getMedia, setMediaFocus, updateMediaAlt, whereUsed, type MediaUse } from "./library.server.ts";
import { FocusPicker } from "./FocusPicker.tsx";
import { mediaPath } from "../../uploads/media.ts";
import { CopyButton } from "../kit/CopyButton.tsx";
import { altProblems, deleteMedia, type UploadProblem } from "./upload.server.ts";
import { audit } from "../staff/audit.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { AltPair } from "./media-list.tsx";
import "./media.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = services(context);
  const item = await getMedia(db, params.id);
  if (!item) throw data("Not found", { status: 404 });
  return { item, uses: await whereUsed(db, item.name) };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminMediaStrings[langOfSearch(location.search)].itemTitle);
}

type Outcome =
  | { form: "alt"; problems: UploadProblem[]; fields: { altEn: string; altKm: string } }
  | { form: "focus"; fields: { x: string; y: string } }
  | { form: "delete"; uses: MediaUse[] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db, storage } = services(context);
  const lang = langOf(request.url);
  const body = await readFormBody(request, 4 * 1024);
  if (!body.ok) throw data("Not a form", { status: body.status });
  const actor = { id: staff.id, email: staff.email };
  const clientIp = context.get(requestInfoContext).clientIp;
  switch (body.value.get("intent")) {
    case "alt": {
      const item = await getMedia(db, params.id);
      if (!item) throw data("Not found", { status: 404 });
      const altEn = String(body.value.get("alt_en") ?? "").trim();
      const altKm = String(body.value.get("alt_km") ?? "").trim();
      const problems = altProblems(item.kind, altEn, altKm);
      if (problems.length > 0)
        return data<Outcome>({ form: "alt", problems, fields: { altEn, altKm } }, { status: 400 });
      await db.transaction(async (tx) => {
        await updateMediaAlt(tx, item.id, { altEn, altKm });
        await audit(tx, {
          actor,
          clientIp,
          action: "media.updated",
          target: { type: "media", id: item.id },
          detail: { name: item.name },
        });
      });
      return redirect(withLang(`/admin/media/${item.id}?done=saved`, lang));
    }
    case "focus": {
      const item = await getMedia(db, params.id);
      if (!item || item.kind !== "image") throw data("Not found", { status: 404 });
      const clear = body.value.get("clear") === "1";
      const fields = { x: String(body.value.get("focus_x") ?? ""), y: String(body.value.get("focus_y") ?? "") };
      const [x, y] = [fields.x, fields.y].map((text) => (text.trim() === "" ? Number.NaN : Number(text)));
      const inside = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;
      // A point outside the picture is refused with its reason, nothing changed.
      if (!clear && !(inside(x!) && inside(y!))) return data<Outcome>({ form: "focus", fields }, { status: 400 });
      const focus = clear ? null : { x: x! / 100, y: y! / 100 };
      await db.transaction(async (tx) => {
        await setMediaFocus(tx, item.id, focus);
        await audit(tx, {
          actor,
          clientIp,
          action: "media.updated",
          target: { type: "media", id: item.id },
          detail: { name: item.name, focus: focus && `${x}% ${y}%` },
        });
      });
      return redirect(withLang(`/admin/media/${item.id}?done=${clear ? "focus-cleared" : "focus"}`, lang));
    }
    case "delete": {
      const outcome = await deleteMedia(params.id, { db, storage, actor, clientIp });
      if (outcome.ok) return redirect(withLang("/admin/media?done=deleted", lang));
      if (outcome.reason === "notFound") throw data("Not found", { status: 404 });
      return data<Outcome>({ form: "delete", uses: outcome.uses }, { status: 409 });
    }
    default:
      throw data("Unknown intent", { status: 400 });
  }
}

export default function MediaItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminMediaStrings);
  const lang = useLang();
  const { item, uses } = loaderData;
  const done = new URLSearchParams(useLocation().search).get("done");
  const altRefusal = actionData?.form === "alt" ? actionData : null;
  const deleteRefusal = actionData?.form === "delete" ? actionData : null;
  const focusRefusal = actionData?.form === "focus" ? actionData : null;
  const problems = (altRefusal?.problems ?? []) as string[];
  const message = (problem: string) => t[problem as keyof typeof t];
  const path = mediaPath(item.name);
  // A page once, with a link to each language that shows the item.
  const pageList = (list: MediaUse[]) => (
    <ul className="media-uses">
      {list.map((use) => {
        const title = use.titles[lang] ?? use.titles.en ?? use.titles.km;
        return (
          <li key={use.href}>
            <a href={use.langs.length === 1 && use.langs[0] === "km" ? withLang(use.href, "km") : use.href}>
              {use.page[lang]}
              {title && (
                <>
                  {": "}
                  <span lang={use.titles[lang] ? undefined : use.titles.en ? "en" : "km"}>{title}</span>
                </>
              )}
            </a>
            {use.langs.length > 1 && (
              <>
                {" ("}
                <a href={use.href}>{t.english}</a>
                {" · "}
                <a href={withLang(use.href, "km")}>{t.khmer}</a>
                {")"}
              </>
            )}
            {use.langs.length === 1 && ` (${use.langs[0] === "km" ? t.khmer : t.english})`}
          </li>
        );
      })}
    </ul>
  );
  return (
    <section className="admin-page" aria-labelledby="item-title">
      <p>
        <Link to={withLang("/admin/media", lang)}>{t.back}</Link>
      </p>
      <h1 id="item-title">{item.originalName}</h1>
      {done === "uploaded" && <Notice tone="success">{t.uploaded}</Notice>}
      {done === "saved" && <Notice tone="success">{t.saved}</Notice>}
      {done === "focus" && <Notice tone="success">{t.focusSaved}</Notice>}
      {done === "focus-cleared" && <Notice tone="success">{t.focusCleared}</Notice>}

      <h2>{t.preview}</h2>
      {item.kind === "image" ? (
        <img
          className="media-preview"
          src={variantUrl(path, 800, "webp")}
          alt={lang === "km" ? item.altKm : item.altEn}
          width={Math.min(item.width ?? 800, 800)}
          height={Math.round((Math.min(item.width ?? 800, 800) * (item.height ?? 600)) / (item.width ?? 800))}
        />
      ) : (
        <p>
          <a href={path}>{path}</a>
        </p>
      )}

      <h2>{t.details}</h2>
      <dl className="media-details">
        <dt>{t.publicPath}</dt>
        <dd>
          <code>{path}</code>{" "}
          <CopyButton text={path} label={t.copyPath} copiedLabel={t.copiedPath} failedLabel={t.copyFailed} />
        </dd>
        <dt>{t.type}</dt>
        <dd>{item.mimeType}</dd>
        <dt>{t.size}</dt>
        <dd>{formatBytes(item.byteSize)}</dd>
        {item.width && item.height && (
          <>
            <dt>{t.dimensions}</dt>
            <dd>
              {item.width} × {item.height}
            </dd>
          </>
        )}
        <dt>{t.uploadedAt}</dt>
        <dd>{fill(t.phnomPenhTime, { when: formatDateTime(item.createdAt, lang) })}</dd>
      </dl>

      <section className="admin-card" aria-labelledby="alt-title">
        <h2 id="alt-title">{t.altTitle}</h2>
        {problems.length > 0 && (
          <Notice tone="error">
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{message(problem)}</li>
              ))}
            </ul>
          </Notice>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="alt" />
          <AltPair idPrefix="item" values={altRefusal?.fields ?? item} problems={problems} />
          <button type="submit" className="admin-button admin-button--primary">
            {t.save}
          </button>
        </Form>
      </section>

      {item.kind === "image" && item.width && item.height && (
        <section className="admin-card" aria-labelledby="focus-title">
          <h2 id="focus-title">{t.focusTitle}</h2>
          <p>{t.focusLead}</p>
          {focusRefusal && <Notice tone="error">{t.focusOutside}</Notice>}
          <FocusPicker
            src={variantUrl(path, 800, "webp")}
            alt={lang === "km" ? item.altKm : item.altEn}
            width={Math.min(item.width, 800)}
            height={Math.round((Math.min(item.width, 800) * item.height) / item.width)}
            focus={item.focus}
            typed={focusRefusal?.fields ?? null}
          />
          {!item.focus && <p className="admin-muted">{t.focusNone}</p>}
        </section>
      )}

      <section className="admin-card" aria-labelledby="used-title">
        <h2 id="used-title">{t.whereUsed}</h2>
        {uses.length === 0 ? <p>{t.notUsed}</p> : pageList(uses)}
      </section>

      <section className="admin-card admin-card--danger" aria-labelledby="delete-title">
        <h2 id="delete-title">{t.deleteTitle}</h2>
        {deleteRefusal && (
          <Notice tone="error">
            <p>{t.deleteRefused}</p>
            {pageList(deleteRefusal.uses)}
          </Notice>
        )}
        <p>{t.deleteHint}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="admin-button admin-button--danger">
            {t.delete}
          </button>
        </Form>
      </section>
    </section>
  );
}
