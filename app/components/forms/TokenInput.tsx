import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import type { FormAnswer } from "../../forms/outcome.ts";
import { newToken, tokenField } from "../../forms/token.ts";

/**
 * The form's one-time token (app/forms/token.ts), hidden. The server's HTML carries none, or the
 * one of its answer to a post; once the page runs, the browser makes its own, and a new one at
 * each change of the form: the same filled-in form sent again (a double click, a retry after a
 * lost answer) carries the same token, anything changed is a new submission.
 */
export function TokenInput() {
  const input = useRef<HTMLInputElement>(null);
  // Kept from the first render: a later answer (the offline one has no token) must not change it.
  const answer = useActionData<FormAnswer>();
  const [fromServer] = useState(answer?.token ?? "");
  useEffect(() => {
    const field = input.current!;
    const form = field.form!;
    const renew = () => {
      field.value = newToken();
    };
    renew();
    form.addEventListener("input", renew);
    form.addEventListener("change", renew);
    return () => {
      form.removeEventListener("input", renew);
      form.removeEventListener("change", renew);
    };
  }, []);
  return <input ref={input} type="hidden" name={tokenField} defaultValue={fromServer} />;
}
