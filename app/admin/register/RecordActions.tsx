// What staff do to a record, one form each (take it or give it back, move its status, write an
// internal note, reply by e-mail), validated in the browser and again by the action with the
// same schemas (app/admin/register/forms.ts). A refusal is shown in the form it answers, with what was
// typed kept; a success clears the form, and the page's data is read again.
import { getFormProps, useForm, type FormMetadata, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { useLang } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { withLang } from "../../i18n/lang.ts";
import { registerForms, type RegisterIntent } from "./forms.ts";
import { isFinal, needsOutcome, nextStatuses, type RegisterScreenKind, type RegisterStatus } from "./kinds.ts";
import type { RegisterRecord } from "./screens.server.ts";
import { textLimits } from "./workflow.ts";
import { FieldError } from "../../site/forms/FieldError.tsx";
import { TextAreaField } from "../shell/Field.tsx";
import { Notice } from "../shell/Notice.tsx";
import { useRegisterText } from "./text.ts";

type RegisterDone = { intent: "status"; status: RegisterStatus } | { intent: Exclude<RegisterIntent, "status"> };

export interface RegisterActionData {
  intent: RegisterIntent | null;
  result: SubmissionResult<string[]> | undefined;
  done: RegisterDone | null;
}

interface Props {
  screen: RegisterScreenKind;
  record: RegisterRecord;
  me: string;
  isAdmin: boolean;
  actionData: RegisterActionData | undefined;
}

/** The fields of each form, as the browser sends them. */
interface FormFields {
  owner: { intent: string; take: string; expectedOwner: string };
  status: { intent: string; to: string; outcomeNote: string };
  note: { intent: string; text: string };
  reply: { intent: string; text: string };
}

function useActionForm<Intent extends RegisterIntent>(
  intent: Intent,
  screen: RegisterScreenKind,
  actionData: RegisterActionData | undefined,
) {
  const lang = useLang();
  const schema = registerForms(lang)[screen.kind][intent];
  return useForm<FormFields[Intent]>({
    id: `register-${intent}`,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    // The value is the action's business; the browser's check only shows the errors.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<FormFields[Intent]>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/** A titled card of the actions column. */
function Card({ name, title, children }: { name: string; title: string; children: React.ReactNode }) {
  return (
    <section className="admin-card admin-action" aria-labelledby={`register-${name}-title`}>
      <h2 id={`register-${name}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** One action's form in its card, with the form's refusal above it. */
function ActionCard<Shape extends Record<string, unknown>>({
  intent,
  title,
  form,
  children,
}: {
  intent: RegisterIntent;
  title: string;
  form: FormMetadata<Shape, string[]>;
  children: React.ReactNode;
}) {
  return (
    <Card name={intent} title={title}>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="admin-form">
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </Card>
  );
}

function OwnerAction({ screen, record, me, actionData }: Props) {
  const { t } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form] = useActionForm("owner", screen, actionData);
  const mine = record.ownerId === me;
  return (
    <ActionCard intent="owner" title={t.owner} form={form}>
      <p className="admin-action__now">
        {record.ownerId === null
          ? t.ownedByNobody
          : mine
            ? t.ownedByYou
            : fill(t.ownedBy, { name: record.ownerName ?? "?" })}
      </p>
      {record.ownerId && <input type="hidden" name="expectedOwner" value={record.ownerId} />}
      <button type="submit" name="take" value={mine ? "nobody" : "me"} className="admin-button" disabled={submitting}>
        {mine ? t.giveBack : record.ownerId === null ? t.takeIt : t.takeOver}
      </button>
    </ActionCard>
  );
}

function StatusAction({ screen, record, actionData }: Props) {
  const { t, status: statusName, kind } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("status", screen, actionData);
  const next = nextStatuses(screen.kind, record.status);
  const outcome = next.some((status) => isFinal(screen.kind, status));
  return (
    <ActionCard intent="status" title={t.changeStatus} form={form}>
      <p className="admin-action__now">
        {next.length === 0
          ? fill(t.statusFinal, { status: statusName(record.status) })
          : fill(t.statusNow, { status: statusName(record.status) })}
      </p>
      {outcome && (
        <TextAreaField
          field={fields.outcomeNote}
          label={t.outcomeNote}
          hint={
            next.some((status) => needsOutcome(screen.kind, status)) ? t.outcomeHintRequired : t.outcomeHintOptional
          }
          maxLength={textLimits.outcome}
          rows={3}
        />
      )}
      {next.length > 0 && (
        <div className="admin-action__buttons">
          {next.map((status) => (
            <button
              key={status}
              type="submit"
              name="to"
              value={status}
              className="admin-button admin-button--primary"
              disabled={submitting}
            >
              {t[`move_${status as Exclude<RegisterStatus, "new">}`]}
            </button>
          ))}
        </div>
      )}
      <FieldError field={fields.to} />
      <p className="admin-field__hint">{kind(screen.kind).steps}</p>
    </ActionCard>
  );
}

function NoteAction({ screen, actionData }: Props) {
  const { t } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("note", screen, actionData);
  return (
    <ActionCard intent="note" title={t.note} form={form}>
      <TextAreaField
        field={fields.text}
        label={t.note}
        hint={t.noteHint}
        maxLength={textLimits.note}
        rows={4}
        labelHidden
      />
      <button type="submit" className="admin-button" disabled={submitting}>
        {t.addNote}
      </button>
    </ActionCard>
  );
}

function ReplyAction({ screen, record, actionData }: Props) {
  const { t, language, kind } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("reply", screen, actionData);
  if (!record.email) {
    return (
      <Card name="reply" title={t.reply}>
        <p>{t.noEmail}</p>
      </Card>
    );
  }
  return (
    <ActionCard intent="reply" title={t.reply} form={form}>
      <TextAreaField
        field={fields.text}
        label={t.reply}
        hint={fill(kind(screen.kind).replyHint, { email: record.email, language: language(record.lang) })}
        maxLength={textLimits.reply}
        rows={8}
        lang={record.lang}
        labelHidden
      />
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {t.sendReply}
      </button>
    </ActionCard>
  );
}

export function RecordActions(props: Props) {
  const { t, status: statusName } = useRegisterText();
  const lang = useLang();
  const { done } = props.actionData ?? {};
  return (
    <>
      {done && (
        <Notice tone="success">
          {done.intent === "status"
            ? fill(t.done_status, { status: statusName(done.status) })
            : t[`done_${done.intent}`]}
        </Notice>
      )}
      <OwnerAction {...props} />
      <StatusAction {...props} />
      <NoteAction {...props} />
      <ReplyAction {...props} />
      {props.isAdmin && props.screen.erasable && (
        <div className="admin-card admin-action">
          <Link
            to={withLang(`${props.screen.path}/${props.record.id}/erase`, lang)}
            className="admin-button admin-button--danger"
            aria-describedby="register-erase-hint"
          >
            {t.erase}
          </Link>
          <p id="register-erase-hint" className="admin-field__hint">
            {t.eraseHint}
          </p>
        </div>
      )}
    </>
  );
}
