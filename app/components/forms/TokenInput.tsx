import { useState } from "react";
import { useActionData } from "react-router";
import type { FormAnswer } from "../../forms/outcome.ts";
import { newToken, tokenField } from "../../forms/token.ts";

/**
 * Gives the token field a new token now and at each change of its form: the same filled-in form
 * sent again (a double click, a retry after a lost answer) carries the same token, anything
 * changed is a new submission. A ref callback of its own (stable), so a re-render renews nothing.
 */
function renewing(field: HTMLInputElement) {
  const form = field.form!;
  const renew = () => {
    field.value = newToken();
  };
  renew();
  // Every field fires "input" as it changes, the file picker included.
  form.addEventListener("input", renew);
  return () => form.removeEventListener("input", renew);
}

/**
 * The form's one-time token (app/forms/token.ts), hidden. The server's HTML carries none, or the
 * one of its answer to a post (for a browser without JavaScript); once the page runs, the
 * browser makes its own.
 */
export function TokenInput() {
  // Kept from the first render: a later answer (the offline one has no token) must not change it.
  const [fromServer] = useState(useActionData<FormAnswer>()?.token ?? "");
  return <input ref={renewing} type="hidden" name={tokenField} defaultValue={fromServer} />;
}
