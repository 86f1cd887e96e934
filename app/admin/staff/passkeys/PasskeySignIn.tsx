// The sign-in page's passkey button: the browser's own passkey prompt (SimpleWebAuthn's browser
// part, loaded only when pressed), then a full page load into the back office.
import { useState } from "react";
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { withLang } from "../../../i18n/lang.ts";
import { Notice } from "../../kit/Notice.tsx";
import { NoticeSlot } from "../../kit/NoticeSlot.tsx";
import { passkeyStrings } from "./passkey-strings.ts";
import { postJson } from "./post-json.ts";
import "./passkeys.css";

export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const t = useStrings(passkeyStrings);
  const lang = useLang();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (text: string) => {
    setProblem(text);
    setBusy(false);
  };
  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    const { browserSupportsWebAuthn, startAuthentication } = await import("@simplewebauthn/browser");
    if (!browserSupportsWebAuthn()) return fail(t.unsupported);
    const path = withLang("/admin/sign-in/passkey", lang);
    const asked = await postJson(path, { step: "options" });
    if (!asked.ok) return fail(t.signInRefused);
    let response;
    try {
      response = await startAuthentication({ optionsJSON: ((await asked.json()) as { options: never }).options });
    } catch {
      return fail(t.cancelled);
    }
    const answer = await postJson(path, { step: "verify", response, redirectTo });
    if (answer.ok) return window.location.assign(((await answer.json()) as { to: string }).to);
    const wait = Number(answer.headers.get("Retry-After"));
    fail(answer.status === 429 ? fill(t.signInThrottled, { minutes: Math.ceil(wait / 60) || 15 }) : t.signInRefused);
  };
  return (
    <div className="admin-passkey-sign-in">
      <NoticeSlot focus={problem}>{problem && <Notice tone="error">{problem}</Notice>}</NoticeSlot>
      <button
        type="button"
        className="admin-button"
        aria-describedby="passkey-sign-in-hint"
        disabled={busy}
        onClick={() => void signIn()}
      >
        {t.signIn}
      </button>
      <p id="passkey-sign-in-hint" className="admin-field__hint">
        {t.signInHint}
      </p>
    </div>
  );
}
