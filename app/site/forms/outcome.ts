// What became of a submission: one vocabulary for every form page, its component and the JSON
// API (app/site/forms/submission.server.ts, app/site/forms/api.server.ts). Field errors are not an
// outcome: they come back as Conform's reply (`result`), with the outcome null.
import type { SubmissionResult } from "@conform-to/react";

export type FormOutcome<Sent extends object = object> =
  /** Stored: the deliveries follow from the outbox. `Sent` is what the notice shows (a reference). */
  | ({ kind: "sent" } & Sent)
  /** Nothing stored (the database, the disk or the body failed): the visitor may try again. */
  | { kind: "failed" }
  /** Too many submissions from this address (429, Retry-After). */
  | { kind: "limited" };

/** A form page action's answer, as its component reads it. */
export interface FormAnswer<Sent extends object = object> {
  result: SubmissionResult<string[]> | null;
  outcome: FormOutcome<Sent> | null;
  /** New with every answer from the server, so that each one shows its notice once. */
  noticeId: string;
  /** A fresh one-time token for the next submission (app/site/forms/token.ts), for a page without script. */
  token?: string;
}
