// Publishing, beside Save (issue 40; per language since issue 45): for each language of the item,
// keep it as it is, publish (or unpublish) it with this save, or at a day and time in Phnom Penh.
// The one place an item's publication is set, offered before its first save too; the save sends
// the choices (schedule-requests.server.ts reads them).
import { useEffect, useId, useState } from "react";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/fill.ts";
import type { Pair } from "../../content/model/values.ts";
import { adminContentStrings, issueMessages } from "./strings.ts";
import { controlId } from "./context.ts";
import type { EditIssueKey, Issues } from "../../content/model/view.ts";
import type { ScheduleProblem } from "./schedule-requests.server.ts";

type PublicationChoice = "keep" | "now" | "at";

export function PublicationControl({
  saved,
  langs,
  onChange,
  issues,
  problem,
  ui,
}: {
  /** The item as saved (a new item: both languages unpublished). */
  saved: Pair;
  langs: readonly Lang[];
  onChange(next: (current: Pair) => Pair): void;
  issues: Issues;
  problem: { lang: Lang; problem: ScheduleProblem } | null;
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  return (
    <fieldset className="ed-publication">
      <legend>{t.publication}</legend>
      {langs.map((lang) => (
        <LanguagePublication
          key={lang}
          lang={lang}
          saved={saved[lang]?.published === true}
          many={langs.length > 1}
          onChange={onChange}
          refusal={issues[`${lang}.published`]}
          problem={problem?.lang === lang ? problem.problem : null}
          ui={ui}
        />
      ))}
    </fieldset>
  );
}

function LanguagePublication({
  lang,
  saved,
  many,
  onChange,
  refusal,
  problem,
  ui,
}: {
  lang: Lang;
  saved: boolean;
  many: boolean;
  onChange(next: (current: Pair) => Pair): void;
  refusal: EditIssueKey | undefined;
  problem: ScheduleProblem | null;
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  const id = useId();
  const [choice, setChoice] = useState<PublicationChoice>(problem ? "at" : "keep");
  const name = lang === "km" ? t.khmer : t.english;
  // "Now" turns this language's published over with this save; the other choices keep it as saved.
  useEffect(() => {
    const published = choice === "now" ? !saved : saved;
    onChange((current) => (current[lang] ? { ...current, [lang]: { ...current[lang], published } } : current));
  }, [choice, saved, lang, onChange]);
  const describedBy = [refusal && `${id}-refusal`, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="ed-publication__lang">
      <label htmlFor={controlId(lang, ["published"])}>
        {many ? fill(t.publicationIn, { lang: name }) : t.publication}
      </label>
      <select
        id={controlId(lang, ["published"])}
        name={`publication-${lang}`}
        value={choice}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setChoice(event.target.value as PublicationChoice)}
      >
        <option value="keep">{saved ? t.publicationPublished : t.publicationNotPublished}</option>
        <option value="now">{saved ? t.publicationUnpublishNow : t.publicationPublishNow}</option>
        <option value="at">{saved ? t.publicationUnpublishAt : t.publicationPublishAt}</option>
      </select>
      {choice === "at" && (
        <>
          <label className="ed-publication__when">
            {many ? fill(t.scheduleDayIn, { lang: name }) : t.scheduleDay}
            <input name={`publishDay-${lang}`} type="date" required aria-invalid={problem ? true : undefined} />
          </label>
          <label className="ed-publication__when">
            {many ? fill(t.scheduleTimeIn, { lang: name }) : t.scheduleTime}
            <input name={`publishTime-${lang}`} type="time" required aria-invalid={problem ? true : undefined} />
          </label>
        </>
      )}
      {refusal && (
        <p id={`${id}-refusal`} className="ed-publication__problem">
          {issueMessages[ui][refusal]}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="ed-publication__problem" role="alert">
          {problem === "past" ? t.schedulePast : t.scheduleWhen}
        </p>
      )}
    </div>
  );
}
