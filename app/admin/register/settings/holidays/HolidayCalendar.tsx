// Cambodia's public holidays of this year and next, reckoned on the server (cambodia.server.ts):
// an admin checks them, unticks a day the year's sub-decree moved, and adds the rest in one go.
// Days already in the list are shown, not offered again.
import { Form, useNavigation } from "react-router";
import { useLang, useStrings } from "../../../../i18n/define.ts";
import { fill, fillCount } from "../../../../i18n/fill.ts";
import { Notice } from "../../../kit/Notice.tsx";
import { useDay } from "../../operations.tsx";
import { adminOperationsStrings } from "../../operations-strings.ts";
import type { PublicHoliday } from "../../../../register/deadlines.server.ts";

export interface CalendarDay extends PublicHoliday {
  listed: boolean;
}

export function HolidayCalendar({ years, days, refused }: { years: number[]; days: CalendarDay[]; refused: boolean }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const day = useDay();
  const submitting = useNavigation().state === "submitting";
  const yearList = years.join(` ${t.and} `);
  const waiting = days.filter((holiday) => !holiday.listed).length;
  if (waiting === 0) return <p className="admin-muted">{fill(t.calendarAllListed, { years: yearList })}</p>;
  return (
    <details className="admin-card admin-holiday-calendar" open={refused}>
      <summary>{fillCount(t, "calendarSummary", waiting, { years: yearList })}</summary>
      <p className="admin-field__hint">{t.calendarLead}</p>
      <Form method="post" aria-label={fill(t.calendarHeading, { years: yearList })}>
        <input type="hidden" name="intent" value="calendar" />
        {years.map((year) => (
          <fieldset key={year} className="admin-holiday-calendar__year">
            <legend>{year}</legend>
            <ul>
              {days
                .filter((holiday) => holiday.day.startsWith(`${year}-`))
                .map((holiday) => (
                  <li key={holiday.day}>
                    <label className="admin-check">
                      <input
                        type="checkbox"
                        name="day"
                        value={holiday.day}
                        defaultChecked={!holiday.listed}
                        disabled={holiday.listed}
                      />
                      <span>
                        <time dateTime={holiday.day}>{day(holiday.day, { weekday: true })}</time>:{" "}
                        {lang === "km" ? holiday.nameKm : holiday.nameEn}
                        {holiday.listed && <span className="admin-muted"> ({t.calendarListed})</span>}
                      </span>
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
        {refused && <Notice tone="error">{t.calendarNone}</Notice>}
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.calendarAdd}
        </button>
      </Form>
    </details>
  );
}
