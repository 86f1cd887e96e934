// A collection list's bulk form (issue 45): one action for the items ticked in the table (their
// boxes belong to this form by its id), a set time for scheduling, a second question before
// deleting; the answer says how many changed and names each item left as it was, and takes the focus.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useLang } from "../../i18n/define.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { Notice } from "../kit/Notice.tsx";
import { NoticeSlot } from "../kit/NoticeSlot.tsx";
import { AskAgain } from "../kit/AskAgain.tsx";
import { adminContentStrings } from "./strings.ts";
import type { BulkContentAction, BulkContentOutcome } from "./bulk.server.ts";

export const contentBulkFormId = "content-bulk";

export type ContentBulkAnswer =
  { outcome: BulkContentOutcome; error?: undefined } | { outcome?: undefined; error: string };

export function ContentBulk({
  publishable,
  ticked,
  titles,
  answer,
}: {
  publishable: boolean;
  ticked: number;
  titles: Record<string, string>;
  answer: ContentBulkAnswer | undefined;
}) {
  const ui = useLang();
  const t = adminContentStrings[ui];
  const submitting = useNavigation().state === "submitting";
  const [action, setAction] = useState<BulkContentAction | "">("");
  const [asking, setAsking] = useState(false);
  // "Cancel" gives the focus back to the button that asked, which the question stood in for.
  const apply = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    apply.current?.focus();
  }, [asking]);
  const outcome = answer?.outcome;
  const actions: BulkContentAction[] = publishable ? ["publish", "unpublish", "schedule", "remove"] : ["remove"];
  const words: Record<BulkContentAction, string> = {
    publish: t.bulkPublish,
    unpublish: t.bulkUnpublish,
    schedule: t.bulkSchedule,
    remove: t.bulkRemove,
  };
  return (
    <section className="admin-card admin-bulk" aria-labelledby="content-bulk-title">
      <h2 id="content-bulk-title">{t.bulkTitle}</h2>
      <NoticeSlot focus={answer}>
        {answer?.error && <Notice tone="error">{answer.error}</Notice>}
        {outcome && (
          <Notice tone={outcome.refused.length > 0 ? "error" : "success"}>
            {fill(t.bulkDone, { done: outcome.done, unchanged: outcome.unchanged })}
            {outcome.refused.length > 0 &&
              ` ${fill(t.bulkRefused, {
                list: outcome.refused
                  .map((refused) => `${titles[refused.key] ?? refused.key} (${t[`bulkWhy_${refused.why}`]})`)
                  .join(", "),
              })}`}
          </Notice>
        )}
      </NoticeSlot>
      <Form
        method="post"
        id={contentBulkFormId}
        className="admin-form admin-bulk__form"
        onSubmit={(event) => {
          // Deleting is asked once more; the confirming button sends confirm=yes.
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (action === "remove" && submitter?.getAttribute("name") !== "confirm") {
            event.preventDefault();
            setAsking(true);
          }
        }}
      >
        <div className="admin-field">
          <label htmlFor="content-bulk-action">{t.bulkAction}</label>
          <select
            id="content-bulk-action"
            name="bulk"
            value={action}
            onChange={(event) => {
              setAction(event.target.value as BulkContentAction | "");
              setAsking(false);
            }}
          >
            <option value="">{t.bulkChoose}</option>
            {actions.map((one) => (
              <option key={one} value={one}>
                {words[one]}
              </option>
            ))}
          </select>
        </div>
        {action === "schedule" && (
          <fieldset className="admin-bulk__when">
            <legend>{t.bulkSchedule}</legend>
            <p className="admin-field__hint">{t.bulkScheduleHint}</p>
            <label>
              {t.scheduleDay} <input name="publishDay" type="date" required />
            </label>
            <label>
              {t.scheduleTime} <input name="publishTime" type="time" required />
            </label>
          </fieldset>
        )}
        <p className="admin-bulk__count" role="status">
          {fillCount(t, "bulkSelected", ticked)}
        </p>
        {asking ? (
          <AskAgain
            question={fillCount(t, "bulkConfirmRemove", ticked)}
            confirm={t.bulkConfirm}
            cancel={t.bulkCancel}
            onCancel={() => {
              cancelled.current = true;
              setAsking(false);
            }}
            submit={{ name: "confirm", value: "yes" }}
            danger
            disabled={submitting}
          />
        ) : (
          <button ref={apply} type="submit" className="admin-button admin-button--primary" disabled={submitting}>
            {t.bulkApply}
          </button>
        )}
      </Form>
    </section>
  );
}
