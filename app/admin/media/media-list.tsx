// The media library (role editor): a grid of the items with search and paging, and the upload
// form (file, alt text in English and Khmer). An upload is checked by its content and stored
// whole or not at all (app/admin/media/upload.server.ts); the new item's page opens after it.
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/media-list";
import { Notice } from "../kit/Notice.tsx";
import { adminMeta } from "../kit/meta.ts";
import { MediaThumb } from "./MediaThumb.tsx";
import { services } from "../../http/context.server.ts";
import { adminMediaStrings } from "./strings.ts";
import { listMedia, usageCounts } from "./library.server.ts";
import { mediaAccept, mediaLimits, type MediaKind } from "../../uploads/media.ts";
import { staffUpload, type StaffUploadOutcome } from "./staff-upload.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import "./media.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const kindParam = params.get("kind");
  const kind: MediaKind | undefined = kindParam === "image" || kindParam === "document" ? kindParam : undefined;
  const before = params.get("before") ?? undefined;
  const { db } = services(context);
  const page = await listMedia(db, { q, kind, before }, 24);
  const counts = await usageCounts(
    db,
    page.items.map((item) => item.name),
  );
  return {
    q,
    kind: kind ?? "",
    paged: Boolean(before),
    nextBefore: page.nextBefore,
    items: page.items.map((item) => ({ ...item, uses: counts.get(item.name) ?? 0 })),
  };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminMediaStrings[langOfSearch(location.search)].libraryTitle);
}

type Refusal = Pick<Extract<StaffUploadOutcome, { ok: false }>, "problems" | "fields">;

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await staffUpload(request, context);
  if (outcome.ok) return redirect(withLang(`/admin/media/${outcome.item.id}?done=uploaded`, langOf(request.url)));
  return data<Refusal>({ problems: outcome.problems, fields: outcome.fields }, { status: outcome.status });
}

const fileProblems = new Set<string>([
  "noFile",
  "unsupportedType",
  "imageTooLarge",
  "documentTooLarge",
  "tooManyPixels",
  "unreadableImage",
  "unsafeSvg",
  "wrongKind",
  "badUpload",
]);

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminMediaStrings);
  const lang = useLang();
  const uploading = useNavigation().state === "submitting";
  const deleted = new URLSearchParams(useLocation().search).get("done") === "deleted";
  const problems = (actionData?.problems ?? []) as string[];
  const message = (problem: string) => t[problem as keyof typeof t];
  const fileErrors = problems.filter((problem) => fileProblems.has(problem));
  const { items, q, kind, nextBefore, paged } = loaderData;
  const pageLink = (before: string | null) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (kind) params.set("kind", kind);
    if (before) params.set("before", before);
    return withLang(`/admin/media${params.size ? `?${params}` : ""}`, lang);
  };
  return (
    <section className="admin-page" aria-labelledby="media-title">
      <div className="admin-page__head">
        <h1 id="media-title">{t.libraryTitle}</h1>
      </div>
      <p className="admin-muted">{t.libraryLead}</p>
      {deleted && <Notice tone="success">{t.deleted}</Notice>}

      <section className="admin-card media-upload" aria-labelledby="upload-title">
        <h2 id="upload-title">{t.uploadTitle}</h2>
        {problems.length > 0 && (
          <Notice tone="error" id="upload-problems">
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{message(problem)}</li>
              ))}
            </ul>
          </Notice>
        )}
        <Form
          method="post"
          encType="multipart/form-data"
          aria-describedby={problems.length ? "upload-problems" : undefined}
        >
          <div className="admin-field">
            <label htmlFor="media-file">{t.file}</label>
            <p id="media-file-hint" className="admin-field__hint">
              {t.fileHint}
            </p>
            <input
              id="media-file"
              name="file"
              type="file"
              required
              accept={`${mediaAccept.image},${mediaAccept.document}`}
              aria-invalid={fileErrors.length > 0 || undefined}
              aria-describedby={fileErrors.length ? "media-file-hint media-file-error" : "media-file-hint"}
            />
            {fileErrors.length > 0 && (
              <p id="media-file-error" className="form-field__error">
                {fileErrors.map(message).join(" ")}
              </p>
            )}
          </div>
          <AltPair idPrefix="media" values={actionData?.fields ?? { altEn: "", altKm: "" }} problems={problems} />
          <button type="submit" className="admin-button admin-button--primary" disabled={uploading}>
            {t.upload}
          </button>
        </Form>
      </section>

      <Form method="get" className="media-search" role="search">
        {lang === "km" && <input type="hidden" name="l" value="km" />}
        <div className="admin-field">
          <label htmlFor="media-q">{t.search}</label>
          <input id="media-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <div className="admin-field">
          <label htmlFor="media-kind">{t.kindFilter}</label>
          <select id="media-kind" name="kind" defaultValue={kind}>
            <option value="">{t.kindAll}</option>
            <option value="image">{t.kindImage}</option>
            <option value="document">{t.kindDocument}</option>
          </select>
        </div>
        <button type="submit" className="admin-button">
          {t.searchButton}
        </button>
      </Form>

      {items.length === 0 ? (
        <p>{t.noItems}</p>
      ) : (
        <ul className="media-grid">
          {items.map((item) => {
            const alt = lang === "km" ? item.altKm : item.altEn;
            return (
              <li key={item.id} className="media-grid__item">
                <Link to={withLang(`/admin/media/${item.id}`, lang)} className="media-grid__link">
                  <MediaThumb item={item} alt={alt} />
                  <span className="media-grid__name">{item.originalName}</span>
                </Link>
                <span className="admin-muted">
                  {item.uses === 0 ? t.unused : item.uses === 1 ? t.usedOnce : fill(t.used, { count: item.uses })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <nav className="media-paging" aria-label={t.libraryTitle}>
        {paged && <Link to={pageLink(null)}>{t.newest}</Link>}
        {nextBefore && <Link to={pageLink(nextBefore)}>{t.older}</Link>}
      </nav>
    </section>
  );
}

/** The two alt text inputs (English, Khmer) under their hint, each with its own problems beside it. */
export function AltPair({
  idPrefix,
  values,
  problems,
}: {
  idPrefix: string;
  values: { altEn: string; altKm: string };
  problems: readonly string[];
}) {
  const t = useStrings(adminMediaStrings);
  const errors = (missing: string) =>
    problems
      .filter((problem) => problem === missing || problem === "altTooLong")
      .map((problem) => t[problem as keyof typeof t]);
  return (
    <>
      <p id={`${idPrefix}-alt-hint`} className="admin-field__hint">
        {t.altHint}
      </p>
      <div className="media-alt-pair">
        <AltInput
          id={`${idPrefix}-alt-en`}
          hintId={`${idPrefix}-alt-hint`}
          name="alt_en"
          label={t.altEn}
          lang="en"
          defaultValue={values.altEn}
          errors={errors("altEnMissing")}
        />
        <AltInput
          id={`${idPrefix}-alt-km`}
          hintId={`${idPrefix}-alt-hint`}
          name="alt_km"
          label={t.altKm}
          lang="km"
          defaultValue={values.altKm}
          errors={errors("altKmMissing")}
        />
      </div>
    </>
  );
}

/** An alt text input, written in `lang`, with its errors tied to it. */
function AltInput({
  id,
  hintId,
  name,
  label,
  lang,
  defaultValue,
  errors,
}: {
  id: string;
  hintId: string;
  name: string;
  label: string;
  lang: "en" | "km";
  defaultValue: string;
  errors: string[];
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        lang={lang}
        maxLength={mediaLimits.altChars}
        defaultValue={defaultValue}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? `${hintId} ${id}-error` : hintId}
      />
      {errors.length > 0 && (
        <p id={`${id}-error`} className="form-field__error">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}
