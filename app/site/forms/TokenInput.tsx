import { useActionData } from "react-router";
import type { FormAnswer } from "./outcome.ts";
import { tokenField } from "./token.ts";

/**
 * The form's one-time token (app/site/forms/token.ts), hidden. The server's HTML carries none, or
 * the one of its answer to a post (for a browser without JavaScript). With script, the form's
 * island makes its own, and a new one at each change of the form (enhance-form.ts): the same
 * filled-in form sent again (a double click, a retry after a lost answer) carries the same
 * token, anything changed is a new submission.
 */
export function TokenInput() {
  const token = useActionData<FormAnswer>()?.token ?? "";
  return <input type="hidden" name={tokenField} defaultValue={token} />;
}
