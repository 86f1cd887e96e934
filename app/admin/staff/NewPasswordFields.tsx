import type { FieldMetadata } from "@conform-to/react";
import { useStrings } from "../../i18n/define.ts";
import { Field, replyKey } from "../kit/Field.tsx";
import { adminStrings } from "../kit/strings.ts";
import { staffFormLimits } from "./forms.ts";

/**
 * A new password and its confirmation (setting up an account, changing a password): emptied
 * after each answer of the server, for a password is never sent back to the page.
 */
export function NewPasswordFields({
  password,
  confirm,
  reply,
}: {
  password: FieldMetadata<string>;
  confirm: FieldMetadata<string>;
  /** The server's last answer to the form. */
  reply: object | null | undefined;
}) {
  const t = useStrings(adminStrings);
  return (
    <>
      <Field
        key={`password-${replyKey(reply)}`}
        field={password}
        label={t.newPassword}
        type="password"
        hint={t.passwordHint}
        autoComplete="new-password"
        maxLength={staffFormLimits.password}
      />
      <Field
        key={`confirm-${replyKey(reply)}`}
        field={confirm}
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={staffFormLimits.password}
      />
    </>
  );
}
