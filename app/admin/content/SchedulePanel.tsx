// An item's publications at a set time (schedules.server.ts runs them): those still to come, each
// with Cancel, and what ran lately. They are set beside Save (PublicationControl.tsx).
import { Form } from "react-router";
import type { Lang } from "../../i18n/lang.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { formatDateTime } from "../../i18n/dates.ts";
import { adminContentStrings } from "./strings.ts";
import type { Schedule } from "./schedules.server.ts";

/** What a schedule says in a list: what it will do, or what it did. */
export function scheduleText(schedule: Schedule, ui: Lang): string {
  const t = adminContentStrings[ui];
  const said = outcomeText(schedule, ui);
  // A schedule of one language says which; one of every language (bulk actions, older ones) does not.
  return schedule.lang ? `${schedule.lang === "km" ? t.khmer : t.english}: ${said}` : said;
}

function outcomeText(schedule: Schedule, ui: Lang): string {
  const t = adminContentStrings[ui];
  const when = formatDateTime(schedule.dueAt, ui);
  switch (schedule.outcome) {
    case null:
      return fill(schedule.action === "publish" ? t.schedulePublishes : t.scheduleUnpublishes, { when });
    case "done":
      return fill(schedule.action === "publish" ? t.schedulePublished : t.scheduleUnpublished, { when });
    case "refused":
      return fillCount(t, "scheduleRefused", schedule.issues?.length ?? 0, { when });
    default:
      return fill(t.scheduleMissing, { when });
  }
}

export function SchedulePanel({ schedules, ui }: { schedules: Schedule[]; ui: Lang }) {
  const t = adminContentStrings[ui];
  return (
    <section className="ed-schedule" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t.scheduleTitle}</h2>
      <ul className="ed-schedule__list">
        {schedules.map((schedule) => (
          <li key={schedule.id}>
            {scheduleText(schedule, ui)}
            {schedule.outcome === null && (
              <Form method="post" className="ed-schedule__cancel">
                <input type="hidden" name="intent" value="cancel-schedule" />
                <input type="hidden" name="schedule" value={schedule.id} />
                <button type="submit" className="admin-button admin-button--quiet">
                  {t.scheduleCancel}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
