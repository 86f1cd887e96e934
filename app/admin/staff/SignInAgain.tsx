// Signing in again in place, in the dialog of app/admin/shell/SessionGuard.tsx: the sign-in
// form, sent to the sign-in page's action with "inPlace", which answers with the cookie instead of
// a redirect, so the page and everything typed on it stay.
import { useEffect } from "react";
import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useLang, useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { withLang } from "../../i18n/lang.ts";
import { adminStrings } from "../kit/strings.ts";
import { Notice } from "../kit/Notice.tsx";
import { SignInFields, useSignInForm } from "./SignInForm.tsx";

export default function SignInAgain({
  email,
  duration,
  onSignedIn,
}: {
  email: string;
  duration: string;
  onSignedIn(): void;
}) {
  const t = useStrings(adminStrings);
  const lang = useLang();
  const fetcher = useFetcher<{ result?: Parameters<typeof useSignInForm>[1]; signedIn?: boolean }>();
  const [form, fields] = useSignInForm("sign-in-again", fetcher.data?.result, { email });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.signedIn) onSignedIn();
  }, [fetcher.state, fetcher.data, onSignedIn]);
  return (
    <>
      <p>{fill(t.sessionEndedText, { duration })}</p>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <fetcher.Form
        method="post"
        action={withLang("/admin/sign-in", lang)}
        {...getFormProps(form)}
        className="admin-form"
      >
        <input type="hidden" name="inPlace" value="1" />
        <SignInFields fields={fields} lastResult={fetcher.data?.result} submitting={fetcher.state !== "idle"} />
      </fetcher.Form>
    </>
  );
}
