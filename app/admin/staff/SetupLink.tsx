import { useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { adminAccountStrings } from "./strings.ts";
import { Notice } from "../kit/Notice.tsx";
import { CopyButton } from "../kit/CopyButton.tsx";

/** The link, once: selectable as a whole, and a button that copies it. */
export function SetupLinkShown({ email, url }: { email: string; url: string }) {
  const t = useStrings(adminAccountStrings);
  return (
    <Notice tone="success">
      <h2 className="admin-notice__title">{t.linkTitle}</h2>
      <p>{fill(t.linkLead, { email })}</p>
      <label className="admin-field">
        <span>{t.linkLabel}</span>
        <input
          className="admin-link-output"
          type="text"
          readOnly
          value={url}
          data-testid="setup-link"
          spellCheck={false}
        />
      </label>
      <CopyButton text={url} label={t.copyLink} copiedLabel={t.copiedLink} failedLabel={t.copyLinkFailed} />
    </Notice>
  );
}
