// A complaint's duplicates (app/register/merge): the open complaints that may be the same
// person's, each merged into this one after a second question; those merged into it, each split
// back with one press. A refusal shows in the card it answers.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { fill } from "../../../i18n/fill.ts";
import { ComplaintLink, WithReference } from "./ComplaintLink.tsx";
import { AskAgain } from "../../kit/AskAgain.tsx";
import { Notice } from "../../kit/Notice.tsx";
import { useDateTime } from "../../staff/account-parts.tsx";
import { useRegisterText } from "../text.ts";
import { Card, type RegisterActionData } from "./ActionCard.tsx";
import type { RegisterRecord } from "./screens.server.ts";

type Merge = NonNullable<RegisterRecord["merge"]>;

function Refusal({ intent, actionData }: { intent: "merge" | "split"; actionData: RegisterActionData | undefined }) {
  const errors = actionData?.intent === intent ? actionData.result?.error?.[""] : undefined;
  return errors ? <Notice tone="error">{errors.join(" ")}</Notice> : null;
}

function Duplicates({
  record,
  duplicates,
  actionData,
}: {
  record: RegisterRecord;
  duplicates: Merge["duplicates"];
  actionData: RegisterActionData | undefined;
}) {
  const { t, status } = useRegisterText();
  const dateTime = useDateTime();
  const submitting = useNavigation().state === "submitting";
  const [asking, setAsking] = useState<string | null>(null);
  // The question takes the button's place: declined, the button comes back with the focus.
  const declined = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (asking !== null || declined.current === null) return;
    buttons.current.get(declined.current)?.focus();
    declined.current = null;
  }, [asking]);
  return (
    <Card name="duplicates" title={t.duplicates}>
      <Refusal intent="merge" actionData={actionData} />
      {duplicates.length === 0 ? (
        <p>{t.duplicatesNone}</p>
      ) : (
        <>
          <p className="admin-field__hint">{fill(t.duplicatesLead, { reference: record.reference ?? "" })}</p>
          <ul className="admin-duplicates">
            {duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <p>
                  <ComplaintLink complaint={duplicate} /> · {duplicate.fullName} · {status(duplicate.status)}
                </p>
                <p className="admin-field__hint">
                  {dateTime(duplicate.receivedAt)} ·{" "}
                  {[duplicate.sameEmail && t.sameEmail, duplicate.samePhone && t.samePhone].filter(Boolean).join(", ")}
                </p>
                <Form method="post" className="admin-form">
                  <input type="hidden" name="intent" value="merge" />
                  <input type="hidden" name="source" value={duplicate.id} />
                  {asking === duplicate.id ? (
                    <AskAgain
                      question={fill(t.confirmMerge, { reference: duplicate.reference })}
                      confirm={t.confirmMergeYes}
                      cancel={t.cancel}
                      onCancel={() => {
                        declined.current = duplicate.id;
                        setAsking(null);
                      }}
                      disabled={submitting}
                    />
                  ) : (
                    <button
                      type="button"
                      className="admin-button"
                      ref={(button) => {
                        if (button) buttons.current.set(duplicate.id, button);
                        else buttons.current.delete(duplicate.id);
                      }}
                      onClick={() => setAsking(duplicate.id)}
                    >
                      {t.mergeHere}
                      <span className="visually-hidden"> ({duplicate.reference})</span>
                    </button>
                  )}
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function MergedHere({ merged, actionData }: { merged: Merge["merged"]; actionData: RegisterActionData | undefined }) {
  const { t } = useRegisterText();
  const dateTime = useDateTime();
  const submitting = useNavigation().state === "submitting";
  return (
    <Card name="merged" title={t.mergedHere}>
      <Refusal intent="split" actionData={actionData} />
      <ul className="admin-duplicates">
        {merged.map((complaint) => (
          <li key={complaint.id}>
            <p>
              <ComplaintLink complaint={complaint} /> · {dateTime(complaint.receivedAt)}
            </p>
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="split" />
              <input type="hidden" name="source" value={complaint.id} />
              <button type="submit" className="admin-button" disabled={submitting}>
                {fill(t.splitBack, { reference: complaint.reference })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The duplicates' cards of an open complaint's actions column. */
export function MergeCards({
  record,
  actionData,
}: {
  record: RegisterRecord;
  actionData: RegisterActionData | undefined;
}) {
  if (!record.merge || record.status === "merged") return null;
  return (
    <>
      {record.merge.merged.length > 0 && <MergedHere merged={record.merge.merged} actionData={actionData} />}
      <Duplicates record={record} duplicates={record.merge.duplicates} actionData={actionData} />
    </>
  );
}

/** What a merged complaint's page says first: where it is read now. */
export function MergedNotice({ record }: { record: RegisterRecord }) {
  const { t } = useRegisterText();
  if (record.status !== "merged" || !record.merge) return null;
  const kept = record.merge.keptIn;
  if (!kept) return <Notice tone="info">{t.mergedIntoNothing}</Notice>;
  return (
    <Notice tone="info">
      <WithReference text={t.mergedInto} complaint={kept} />
    </Notice>
  );
}
