// What staff do to a record, one form each (take it or give it back, move its status, write an
// internal note, reply by e-mail), validated in the browser and again by the action with the
// same schemas (app/admin/register/forms.ts). A refusal is shown in the form it answers, with what was
// typed kept; a success clears the form, and the page's data is read again.
import { getFormProps, useForm, type FormMetadata, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
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
  /** Who may own it: active staff with the complaints role. */
  colleagues: { id: string; name: string }[];
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
  after,
}: {
  intent: RegisterIntent;
  title: string;
  form: FormMetadata<Shape, string[]>;
  children: React.ReactNode;
  /** What the card holds after its form (another form). */
  after?: React.ReactNode;
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
      {after}
    </Card>
  );
}

function OwnerAction({ screen, record, colleagues, me, actionData }: Props) {
  const { t } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form] = useActionForm("owner", screen, actionData);
  const mine = record.ownerId === me;
  const others = colleagues.filter((colleague) => colleague.id !== me && colleague.id !== record.ownerId);
  // A form of its own beside the card's: its choice is the owner to be.
  const giveTo = (
    <>
      {others.length > 0 && (
        <Form method="post" className="admin-give-to" aria-label={t.giveTo}>
          <input type="hidden" name="intent" value="owner" />
          {record.ownerId && <input type="hidden" name="expectedOwner" value={record.ownerId} />}
          <div className="admin-field">
            <label htmlFor="register-give-to">{t.giveTo}</label>
            <select id="register-give-to" name="take" defaultValue={others[0]!.id} key={record.ownerId ?? ""}>
              {others.map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {colleague.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="admin-button" disabled={submitting}>
            {t.give}
          </button>
          <p className="admin-field__hint">{t.giveHint}</p>
        </Form>
      )}
    </>
  );
  return (
    <ActionCard intent="owner" title={t.owner} form={form} after={giveTo}>
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

/** Resolve and reject end a complaint for good: each asks once more, and reject looks like the danger it is. */
const confirmed = { resolved: "confirm_resolved", rejected: "confirm_rejected" } as const;
type Confirmed = keyof typeof confirmed;
const isConfirmed = (status: RegisterStatus): status is Confirmed => Object.hasOwn(confirmed, status);

function StatusAction({ screen, record, actionData }: Props) {
  const { t, status: statusName, kind } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("status", screen, actionData);
  const next = nextStatuses(screen.kind, record.status);
  const outcome = next.some((status) => isFinal(screen.kind, status));
  // The question stands for the answer and the status it was asked under: whatever happens next
  // (done, refused, the record changed), it is asked afresh.
  const [asked, setAsked] = useState<{ status: Confirmed; under: unknown[] } | null>(null);
  const under = [actionData, record.status];
  const confirming = asked && asked.under.every((value, index) => value === under[index]) ? asked.status : null;
  const setConfirming = (status: Confirmed | null) => setAsked(status && { status, under });
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
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
          {next.map((status) =>
            isConfirmed(status) ? (
              <button
                key={status}
                type="button"
                className={`admin-button ${status === "rejected" ? "admin-button--danger" : "admin-button--primary"}`}
                aria-expanded={confirming === status}
                aria-controls="register-confirm"
                disabled={submitting}
                onClick={() => setConfirming(status)}
              >
                {t[`move_${status}`]}
              </button>
            ) : (
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
            ),
          )}
        </div>
      )}
      <div id="register-confirm" className="admin-confirm" hidden={!confirming}>
        {confirming && (
          <>
            <p>{fill(t.confirmFinal, { status: statusName(confirming) })}</p>
            <div className="admin-action__buttons">
              <button
                ref={confirmButton}
                type="submit"
                name="to"
                value={confirming}
                className={`admin-button ${confirming === "rejected" ? "admin-button--danger" : "admin-button--primary"}`}
                disabled={submitting}
              >
                {t[confirmed[confirming]]}
              </button>
              <button type="button" className="admin-button admin-button--quiet" onClick={() => setConfirming(null)}>
                {t.cancel}
              </button>
            </div>
          </>
        )}
      </div>
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
  // A success is news until the next try: one the browser's own check refuses sends nothing, so
  // the last answer would otherwise stay beside the new refusal.
  const [outdated, setOutdated] = useState<RegisterActionData | null>(null);
  const shown = done && outdated !== props.actionData ? done : null;
  return (
    <div className="admin-record__action-list" onSubmitCapture={() => setOutdated(props.actionData ?? null)}>
      {shown && (
        <Notice tone="success">
          {shown.intent === "status"
            ? fill(t.done_status, { status: statusName(shown.status) })
            : t[`done_${shown.intent}`]}
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
    </div>
  );
}
