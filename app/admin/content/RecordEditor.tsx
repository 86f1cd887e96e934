// A record in its two languages, side by side: English on the left, Khmer on the right (one
// above the other on a phone), field by field, so that a translator works down one page.
import { useMemo, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import type { Choices, EntityView, Issues } from "../../content/model/view.ts";
import { setAt, type Pair } from "../../content/model/values.ts";
import { EditorContext, type EditorState } from "./context.ts";
import { Fields } from "./FieldNode.tsx";
import { useFoldAll } from "./folds.tsx";
import "./editor.css";

export function RecordEditor({
  definition,
  value,
  onChange,
  issues,
  ui,
  mapTiles = null,
  choices = {},
  omit = [],
  changeable = null,
}: {
  definition: EntityView;
  value: Pair;
  onChange(next: (current: Pair) => Pair): void;
  issues: Issues;
  ui: Lang;
  /** The public map's tiles, for the map of a position field. */
  mapTiles?: { url: string; attribution: string } | null;
  /** What the record's "choice" fields offer (an author for a newsletter). */
  choices?: Choices;
  /** Fields the page sets elsewhere (an item's publication, beside Save). */
  omit?: readonly string[];
  /** The languages whose own fields may be changed (a translator's); null: every field. */
  changeable?: readonly Lang[] | null;
}) {
  const t = adminContentStrings[ui];
  const [announcement, setAnnouncement] = useState("");
  const [foldAll, chooseFoldAll] = useFoldAll();
  const state = useMemo<EditorState>(
    () => ({
      value,
      set: (lang, path, leaf) => onChange((current) => ({ ...current, [lang]: setAt(current[lang], path, leaf) })),
      issues,
      ui,
      langs: definition.langs,
      announce: setAnnouncement,
      foldAll,
      mapTiles,
      choices,
      locked: (lang) => changeable !== null && (lang === null || !changeable.includes(lang)),
    }),
    [value, onChange, issues, ui, definition.langs, foldAll, mapTiles, choices, changeable],
  );
  const record = useMemo(
    () =>
      omit.length
        ? { ...definition.record, fields: definition.record.fields.filter(([key]) => !omit.includes(key)) }
        : definition.record,
    [definition.record, omit],
  );
  const langName = (lang: Lang) => (definition.neutral ? t.bothLanguages : lang === "km" ? t.khmer : t.english);
  const missing = definition.langs.filter((lang) => !value[lang]);
  const source = definition.langs.find((lang) => value[lang]);

  return (
    <EditorContext.Provider value={state}>
      {missing.map((lang) => (
        <div key={lang} className="admin-notice admin-notice--info ed-missing" role="status">
          <p>{fill(t.missingLanguage, { lang: langName(lang) })}</p>
          {source && !state.locked(lang) && (
            <>
              <button
                type="button"
                className="admin-button"
                onClick={() => onChange((current) => ({ ...current, [lang]: structuredClone(current[source]) }))}
              >
                {fill(t.createLanguage, { lang: langName(lang) })}
              </button>
              <p className="ed-row__hint">{t.createLanguageHint}</p>
            </>
          )}
        </div>
      ))}
      <p className="ed-folds">
        {([true, false] as const).map((open) => (
          <button
            key={String(open)}
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => chooseFoldAll(open)}
          >
            {open ? t.expandAll : t.collapseAll}
          </button>
        ))}
      </p>
      <div className={`ed-record ed-record--${definition.langs.length}`}>
        <div className="ed-heads" aria-hidden="true">
          {definition.langs.map((lang) => (
            <span key={lang} className="ed-head">
              {langName(lang)}
            </span>
          ))}
        </div>
        <Fields record={record} path={[]} langs={definition.langs} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </EditorContext.Provider>
  );
}
