// Publishing or unpublishing an item at a set time, Phnom Penh time (schedules.server.ts runs
// them): what is scheduled, what ran lately, and the form to add one.
import { Form } from "react-router";
import type { Lang } from "../../i18n/lang.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { formatDateTime } from "../../dates/dates.ts";
import { adminContentStrings } from "./strings.ts";
import type { Schedule } from "./schedules.server.ts";
import type { ScheduleProblem } from "./schedule-requests.server.ts";

/** What a schedule says in a list: what it will do, or what it did. */
export function scheduleText(schedule: Schedule, ui: Lang): string {
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

export function SchedulePanel({
  schedules,
  problem,
  ui,
}: {
  schedules: Schedule[];
  problem: ScheduleProblem | null;
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  return (
    <section className="ed-schedule" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t.scheduleTitle}</h2>
      {schedules.length === 0 ? (
        <p className="admin-muted">{t.scheduleNone}</p>
      ) : (
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
      )}
      <Form method="post" className="ed-schedule__form" aria-describedby={problem ? "schedule-problem" : undefined}>
        <input type="hidden" name="intent" value="schedule" />
        <div className="admin-field">
          <label htmlFor="schedule-action">{t.scheduleWhat}</label>
          <select id="schedule-action" name="action">
            <option value="publish">{t.schedulePublish}</option>
            <option value="unpublish">{t.scheduleUnpublish}</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="schedule-day">{t.scheduleDay}</label>
          <input id="schedule-day" name="day" type="date" required aria-invalid={problem ? true : undefined} />
        </div>
        <div className="admin-field">
          <label htmlFor="schedule-time">{t.scheduleTime}</label>
          <input id="schedule-time" name="time" type="time" required aria-invalid={problem ? true : undefined} />
        </div>
        <button type="submit" className="admin-button">
          {t.scheduleAdd}
        </button>
      </Form>
      {problem && (
        <p id="schedule-problem" className="ed-schedule__problem" role="alert">
          {problem === "past" ? t.schedulePast : t.scheduleWhen}
        </p>
      )}
    </section>
  );
}
