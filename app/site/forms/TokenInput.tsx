import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import type { FormAnswer } from "./outcome.ts";
import { newToken, tokenField } from "./token.ts";

/**
 * The form's one-time token (app/site/forms/token.ts), hidden. The server's HTML carries none, or the
 * one of its answer to a post (for a browser without JavaScript). Once the page runs, the
 * browser makes its own, and a new one at each change of the form: the same filled-in form sent
 * again (a double click, a retry after a lost answer) carries the same token, anything changed
 * is a new submission. A later answer does not change it (the offline one has none).
 */
export function TokenInput() {
  const [token, setToken] = useState(useActionData<FormAnswer>()?.token ?? "");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = input.current!.form!;
    const renew = () => setToken(newToken());
    renew();
    // Every field fires "input" as it changes, the file picker included.
    form.addEventListener("input", renew);
    return () => form.removeEventListener("input", renew);
  }, []);
  return <input ref={input} type="hidden" name={tokenField} value={token} />;
}
