// The "Passkeys" part of "Change password": the account's passkeys, each named and removable
// (a form the page's action takes), and a new one added through the browser's own prompt.
import { useRef, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { withLang } from "../../../i18n/lang.ts";
import { Notice } from "../../kit/Notice.tsx";
import { NoticeSlot } from "../../kit/NoticeSlot.tsx";
import { useDateTime } from "../account-parts.tsx";
import { passkeyStrings } from "./passkey-strings.ts";
import type { Passkey } from "./passkeys.server.ts";
import { postJson } from "./post-json.ts";
import "./passkeys.css";

export function Passkeys({ passkeys, removed }: { passkeys: Passkey[]; removed: string | null }) {
  const t = useStrings(passkeyStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const submitting = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [said, setSaid] = useState<{ tone: "error" | "success" | "info"; text: string } | null>(
    removed ? { tone: "success", text: fill(t.removed, { name: removed }) } : null,
  );
  const [busy, setBusy] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const say = (tone: "error" | "success" | "info", text: string) => {
    setSaid({ tone, text });
    setBusy(false);
  };
  const add = async () => {
    if (name.trim() === "") {
      setNameMissing(true);
      nameField.current?.focus();
      return;
    }
    setNameMissing(false);
    setBusy(true);
    setSaid({ tone: "info", text: t.adding });
    const { browserSupportsWebAuthn, startRegistration } = await import("@simplewebauthn/browser");
    if (!browserSupportsWebAuthn()) return say("error", t.unsupported);
    const path = withLang("/admin/passkeys", lang);
    const asked = await postJson(path, { step: "options" });
    if (!asked.ok) return say("error", t.addRefused);
    let response;
    try {
      response = await startRegistration({ optionsJSON: ((await asked.json()) as { options: never }).options });
    } catch {
      return say("error", t.cancelled);
    }
    const answer = await postJson(path, { step: "verify", name: name.trim(), response });
    if (!answer.ok) return say("error", answer.status === 409 ? t.addTaken : t.addRefused);
    say("success", fill(t.addedNotice, { name: name.trim() }));
    setName("");
    await revalidator.revalidate();
  };
  return (
    <section aria-labelledby="passkeys-title" className="admin-passkeys">
      <h2 id="passkeys-title">{t.title}</h2>
      <p className="admin-lead">{t.lead}</p>
      <NoticeSlot focus={said?.tone === "info" ? null : said}>
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
      </NoticeSlot>
      {passkeys.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="admin-passkeys__list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>
                <br />
                <span className="admin-field__hint">
                  {fill(t.added, { date: dateTime(passkey.createdAt) })} ·{" "}
                  {passkey.lastUsedAt ? fill(t.lastUsed, { date: dateTime(passkey.lastUsedAt) }) : t.neverUsed}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" className="admin-button admin-button--danger" disabled={submitting}>
                  {t.remove}
                  <span className="visually-hidden"> {passkey.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-form">
        <div className="admin-field">
          <label htmlFor="passkey-name">{t.name}</label>
          <p id="passkey-name-hint" className="admin-field__hint">
            {t.nameHint}
          </p>
          <input
            ref={nameField}
            id="passkey-name"
            value={name}
            maxLength={60}
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? "passkey-name-hint passkey-name-error" : "passkey-name-hint"}
            onChange={(event) => setName(event.target.value)}
          />
          {nameMissing && (
            <p id="passkey-name-error" className="form-field__error">
              {t.nameRequired}
            </p>
          )}
        </div>
        <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={() => void add()}>
          {t.add}
        </button>
      </div>
    </section>
  );
}
