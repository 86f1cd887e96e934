// Publishing, beside Save (issue 40): keep the item as it is, publish (or unpublish) it with this
// save, or at a day and time in Phnom Penh. The one place an item's publication is set, offered
// before its first save too; the save sends the choice (schedule-requests.server.ts reads it).
import { useEffect, useId, useState } from "react";
import type { Lang } from "../../i18n/lang.ts";
import type { Pair } from "../../content/model/values.ts";
import { adminContentStrings, issueMessages } from "./strings.ts";
import { controlId } from "./context.ts";
import type { Issues } from "../../content/model/view.ts";
import type { ScheduleProblem } from "./schedule-requests.server.ts";

export type PublicationChoice = "keep" | "now" | "at";

/** Whether a record is published: any language of it (they are published together). */
export const isPublished = (value: Pair) => value.en?.published === true || value.km?.published === true;

export function PublicationControl({
  saved,
  langs,
  onChange,
  issues,
  problem,
  ui,
}: {
  /** Published as saved (false for a new item). */
  saved: boolean;
  langs: readonly Lang[];
  onChange(next: (current: Pair) => Pair): void;
  issues: Issues;
  problem: ScheduleProblem | null;
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  const id = useId();
  const [choice, setChoice] = useState<PublicationChoice>(problem ? "at" : "keep");
  // "Now" turns the record's published over with this save; the other choices keep it as saved.
  useEffect(() => {
    const published = choice === "now" ? !saved : saved;
    onChange((current) => {
      const next = { ...current };
      for (const lang of langs) if (next[lang]) next[lang] = { ...next[lang], published };
      return next;
    });
  }, [choice, saved, langs, onChange]);
  // A refusal of "published" (both languages must be ready) is said here, where it is set.
  const refusal = langs.map((lang) => issues[`${lang}.published`]).find(Boolean);
  const describedBy = [refusal && `${id}-refusal`, problem && `${id}-problem`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="ed-publication">
      <label htmlFor={controlId(langs[0]!, ["published"])}>{t.publication}</label>
      <select
        id={controlId(langs[0]!, ["published"])}
        name="publication"
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
            {t.scheduleDay}
            <input name="publishDay" type="date" required aria-invalid={problem ? true : undefined} />
          </label>
          <label className="ed-publication__when">
            {t.scheduleTime}
            <input name="publishTime" type="time" required aria-invalid={problem ? true : undefined} />
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
