// The content editor's field for an image or a document of the media library: the chosen
// item's thumbnail and name, "Choose…" opening a dialog that lists the library (thumbnails,
// search by name or alt text in either language, how many pages use each item), and "Remove".
// The dialog is a native <dialog> opened modally: focus moves to its search box, stays inside,
// Escape closes it, and focus returns to "Choose…". "Upload a new file" in it sends a file with
// its alt texts to the library (POST /admin/media.json, checked as on /admin/media) and chooses
// it. The dialog sits inside the editor's form: its inputs have no names, and Enter in them does
// not submit that form. The list comes from /admin/media.json
// (app/admin/media/media-json.ts), fetched by hand: React Router's useFetcher would ship to
// every public page (docs/decisions/0021-public-chunks.md). Everything works by keyboard: the items
// are buttons, in a list.
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import { adminMediaStrings } from "../media/strings.ts";
import { variantUrl } from "../../images/image-variants.ts";
import { mediaAccept, mediaLimits, mediaNameOf, mediaPath } from "../../uploads/media.ts";
import type { PickerItem, PickerPage, PickerUpload } from "../media/media-json.ts";
import { MediaThumb } from "../media/MediaThumb.tsx";
import "../media/media.css";

/** What the picker knows of the item chosen, beside its address. */
export type PickedMedia = Pick<PickerItem, "width" | "height" | "altEn" | "altKm">;

export interface MediaPickerProps {
  /** The id of the "Choose…" button: a <label htmlFor={id}> outside names it too. */
  id: string;
  label: string;
  kind: "image" | "document";
  value: string | null;
  /** `picked`: the library item chosen (absent when the value is removed). */
  onChange(src: string | null, picked?: PickedMedia): void;
  /** The interface language. */
  lang: "en" | "km";
  required?: boolean;
  /** Ids of a hint or an error about the field. */
  describedBy?: string;
  /** When given, a hidden input of this name carries the value in a plain form post. */
  name?: string;
  /** The label is shown by the surroundings (the content editor's row): kept for screen readers only. */
  labelHidden?: boolean;
  /**
   * Only the button that opens the library (a link field, whose own text box shows the value):
   * choosing fills the field with the item's address.
   */
  buttonOnly?: boolean;
}

export function MediaPicker({
  id,
  label,
  kind,
  value,
  onChange,
  lang,
  required = false,
  describedBy,
  name,
  labelHidden = false,
  buttonOnly = false,
}: MediaPickerProps) {
  const t = adminMediaStrings[lang];
  const dialog = useRef<HTMLDialogElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [page, setPage] = useState<PickerPage | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);
  const [q, setQ] = useState("");
  const labelId = useId();
  const titleId = useId();
  const statusId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const noAlts = { en: "", km: "" };
  const [alts, setAlts] = useState(noAlts);
  const [uploading, setUploading] = useState(false);
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);

  const load = (query: string) => {
    const params = new URLSearchParams({ kind });
    if (query.trim()) params.set("q", query.trim());
    if (lang === "km") params.set("l", "km");
    // Only the last search's answer is shown, whatever order the answers come in.
    const ask = ++asked.current;
    setLoading(true);
    void fetch(`/admin/media.json?${params}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<PickerPage>) : null))
      .catch(() => null)
      .then((answer) => {
        if (ask !== asked.current) return;
        setLoading(false);
        setPage(answer);
      });
  };

  // Search as the editor types, a moment after the last key.
  useEffect(() => {
    if (!dialog.current?.open) return;
    const timer = setTimeout(() => load(q), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load is recreated each render; q is what matters
  }, [q]);

  const open = () => {
    dialog.current?.showModal();
    search.current?.focus();
    load(q);
  };
  const close = () => dialog.current?.close();
  const choose = (src: string, picked: PickedMedia) => {
    onChange(src, picked);
    close();
  };

  const upload = async () => {
    const body = new FormData();
    const file = fileInput.current?.files?.[0];
    if (file) body.set("file", file);
    body.set("alt_en", alts.en);
    body.set("alt_km", alts.km);
    body.set("kind", kind);
    setUploading(true);
    setUploadProblems([]);
    const answer = await fetch(`/admin/media.json${lang === "km" ? "?l=km" : ""}`, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    })
      .then((response) => response.json() as Promise<PickerUpload>)
      .catch((): PickerUpload => ({ problems: ["badUpload"] }));
    setUploading(false);
    if ("problems" in answer) return setUploadProblems(answer.problems);
    if (fileInput.current) fileInput.current.value = "";
    setAlts(noAlts);
    choose(mediaPath(answer.item.name), answer.item);
  };
  const uploadMessage = (problem: string) => (problem in t ? t[problem as keyof typeof t] : t.badUpload);

  const chosenName = mediaNameOf(value);
  const items = page?.items ?? [];
  const altOf = (item: { altEn: string; altKm: string }) => (lang === "km" ? item.altKm : item.altEn);

  return (
    <div className="media-picker" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={labelHidden ? "visually-hidden" : "media-picker__label"}>
        {label}
        {required && <span className="admin-muted"> ({t.required})</span>}
      </span>
      {name && <input type="hidden" name={name} value={value ?? ""} />}
      {!buttonOnly && value ? (
        kind === "image" ? (
          // The name beside it says what it is: the thumbnail itself is decoration.
          <img
            className="media-thumb"
            src={chosenName ? variantUrl(value, 320, "webp") : value}
            alt=""
            width={96}
            height={72}
          />
        ) : null
      ) : null}
      {!buttonOnly && <span className="media-picker__value">{value ? (chosenName ?? value) : t.none}</span>}
      <button
        ref={chooseButton}
        id={id}
        type="button"
        className="admin-button"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        aria-label={`${buttonOnly ? t.fromLibrary : value ? t.change : t.choose} ${label}`}
        onClick={open}
      >
        {buttonOnly ? t.fromLibrary : value ? t.change : t.choose}
      </button>
      {!buttonOnly && value && !required && (
        <button
          type="button"
          className="admin-button admin-button--quiet"
          aria-label={`${t.remove} ${label}`}
          onClick={() => onChange(null)}
        >
          {t.remove}
        </button>
      )}
      <dialog
        ref={dialog}
        className="admin-dialog media-picker__dialog"
        aria-labelledby={titleId}
        // Escape (the dialog's cancel) and every other way of closing give focus back to the field.
        onClose={() => chooseButton.current?.focus()}
        onKeyDown={(event) => {
          if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <div className="media-picker__head">
          <h2 id={titleId}>
            {t.pickerTitle}: {label}
          </h2>
          <button type="button" className="admin-button" onClick={close}>
            {t.close}
          </button>
        </div>
        <div className="admin-field" role="search">
          <label htmlFor={`${id}-search`}>{t.search}</label>
          <input
            ref={search}
            id={`${id}-search`}
            type="search"
            value={q}
            maxLength={100}
            aria-describedby={statusId}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <p id={statusId} role="status" className="admin-muted">
          {loading ? t.loading : page && items.length === 0 ? t.noItems : ""}
        </p>
        <details className="media-picker__upload">
          <summary>{t.uploadNew}</summary>
          <div className="admin-field">
            <label htmlFor={`${id}-file`}>{t.file}</label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={mediaAccept[kind]}
              aria-describedby={`${id}-file-hint`}
            />
            <p id={`${id}-file-hint`} className="admin-muted">
              {t.fileHint}
            </p>
          </div>
          {(["en", "km"] as const).map((altLang) => (
            <div className="admin-field" key={altLang}>
              <label htmlFor={`${id}-alt-${altLang}`}>
                {altLang === "km" ? t.altKm : t.altEn}
                {kind === "image" && <span className="admin-muted"> ({t.required})</span>}
              </label>
              <input
                id={`${id}-alt-${altLang}`}
                lang={altLang}
                value={alts[altLang]}
                maxLength={mediaLimits.altChars}
                aria-describedby={`${id}-alt-hint`}
                onChange={(event) => setAlts({ ...alts, [altLang]: event.target.value })}
              />
            </div>
          ))}
          <p id={`${id}-alt-hint`} className="admin-muted">
            {t.altHint}
          </p>
          <div role="alert">
            {uploadProblems.length > 0 && (
              <ul className="media-picker__problems">
                {uploadProblems.map((problem) => (
                  <li key={problem}>{uploadMessage(problem)}</li>
                ))}
              </ul>
            )}
          </div>
          <button type="button" className="admin-button" disabled={uploading} onClick={() => void upload()}>
            {uploading ? t.uploading : t.uploadAndChoose}
          </button>
        </details>
        <ul className="media-grid">
          {items.map((item) => {
            const src = mediaPath(item.name);
            return (
              <li key={item.id} className="media-grid__item">
                <button
                  type="button"
                  className="media-picker__option"
                  aria-pressed={src === value}
                  onClick={() => choose(src, item)}
                >
                  <MediaThumb item={item} alt="" size={140} />
                  <span className="media-grid__name">{item.originalName}</span>
                  {altOf(item) && (
                    <span className="admin-muted" lang={lang}>
                      {altOf(item)}
                    </span>
                  )}
                  <span className="admin-muted">
                    {item.uses === 0 ? t.unused : item.uses === 1 ? t.usedOnce : fill(t.used, { count: item.uses })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </dialog>
    </div>
  );
}
