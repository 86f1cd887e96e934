// The list's bulk form: one change for the records ticked in the table (their boxes belong to
// this form by its id), told per record once done. The count of those ticked is spoken politely.
import { Form, useNavigation } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { fill, fillCount } from "../../../i18n/fill.ts";
import { Notice } from "../../kit/Notice.tsx";
import { NoticeSlot } from "../../kit/NoticeSlot.tsx";
import { useNumber, useRegisterText } from "../text.ts";
import type { RegisterScreenKind } from "../kinds.ts";
import { bulkStatuses } from "./bulk.ts";
import type { BulkOutcome } from "./bulk.server.ts";

export const bulkFormId = "register-bulk";

export type BulkAnswer = { outcome: BulkOutcome; error?: undefined } | { outcome?: undefined; error: string };

export function BulkActions({
  screen,
  staff,
  me,
  categories,
  selected,
  answer,
}: {
  screen: RegisterScreenKind;
  staff: { id: string; name: string }[];
  me: string;
  categories: { id: string; en: string; km: string; retired?: boolean }[];
  selected: number;
  answer: BulkAnswer | undefined;
}) {
  const { t, status } = useRegisterText();
  const lang = useLang();
  const number = useNumber();
  const submitting = useNavigation().state === "submitting";
  const outcome = answer?.outcome;
  return (
    <section className="admin-card admin-bulk" aria-labelledby="register-bulk-title">
      <h2 id="register-bulk-title">{t.bulkTitle}</h2>
      <NoticeSlot focus={answer}>
        {answer?.error && <Notice tone="error">{answer.error}</Notice>}
        {outcome && (
          <Notice tone={outcome.refused.length > 0 ? "error" : "success"}>
            {fill(t.bulkDone, { changed: number(outcome.changed), unchanged: number(outcome.unchanged) })}
            {outcome.refused.length > 0 &&
              ` ${fill(t.bulkRefused, {
                list: outcome.refused.map((refused) => `${refused.label} (${t[`bulkWhy_${refused.why}`]})`).join(", "),
              })}`}
          </Notice>
        )}
      </NoticeSlot>
      <Form method="post" id={bulkFormId} className="admin-form admin-bulk__form">
        <input type="hidden" name="intent" value="bulk" />
        <div className="admin-field">
          <label htmlFor="register-bulk-change">{t.bulkChange}</label>
          <select id="register-bulk-change" name="change" defaultValue="" aria-describedby="register-bulk-hint">
            <option value="">{t.bulkChoose}</option>
            <optgroup label={t.owner}>
              <option value="owner:me">{t.bulkTakeThem}</option>
              <option value="owner:nobody">{t.bulkNobody}</option>
              {staff
                .filter((member) => member.id !== me)
                .map((member) => (
                  <option key={member.id} value={`owner:${member.id}`}>
                    {fill(t.bulkGiveTo, { name: member.name })}
                  </option>
                ))}
            </optgroup>
            {screen.kind === "complaint" && (
              <optgroup label={t.category}>
                <option value="category:none">{fill(t.bulkCategory, { name: t.categoryNone })}</option>
                {categories
                  .filter((category) => !category.retired)
                  .map((category) => (
                    <option key={category.id} value={`category:${category.id}`}>
                      {fill(t.bulkCategory, { name: category[lang] })}
                    </option>
                  ))}
              </optgroup>
            )}
            <optgroup label={t.status}>
              {bulkStatuses(screen.kind).map((to) => (
                <option key={to} value={`status:${to}`}>
                  {fill(t.bulkStatus, { status: status(to) })}
                </option>
              ))}
            </optgroup>
            <option value="spam">{t.bulkSpam}</option>
          </select>
          <p id="register-bulk-hint" className="admin-field__hint">
            {t.bulkHint}
          </p>
        </div>
        <p className="admin-bulk__count" role="status">
          {fillCount(t, "bulkSelected", selected, { count: number(selected) })}
        </p>
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t.bulkApply}
        </button>
      </Form>
    </section>
  );
}
