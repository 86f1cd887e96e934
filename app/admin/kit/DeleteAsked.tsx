// A list row's delete: its button opens the question asked once more (AskAgain), and only its
// confirmation posts the form (intent=delete, the row's id). Cancel closes the question.
import { useState } from "react";
import { Form } from "react-router";
import { AskAgain } from "./AskAgain.tsx";

export function DeleteAsked({
  id,
  label,
  question,
  confirm,
  cancel,
}: {
  /** The row's id, sent with the confirmation. */
  id: string;
  /** The button's name, saying which row ("Remove the redirect from /promo"). */
  label: string;
  question: string;
  confirm: string;
  cancel: string;
}) {
  const [asking, setAsking] = useState(false);
  const confirmId = `delete-${id}`;
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        aria-expanded={asking}
        aria-controls={confirmId}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      <Form method="post" id={confirmId} className="admin-confirm" hidden={!asking}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        {asking && (
          <AskAgain question={question} confirm={confirm} cancel={cancel} onCancel={() => setAsking(false)} danger />
        )}
      </Form>
    </>
  );
}
