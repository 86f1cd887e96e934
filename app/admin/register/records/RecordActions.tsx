// What staff do to a record, one form each (take it or give it back, move its status, write an
// internal note, reply by e-mail), validated in the browser and again by the action with the
// same schemas (app/admin/register/forms.ts). A refusal is shown in the form it answers, with what was
// typed kept; a success clears the form, and the page's data is read again.
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { withLang } from "../../../i18n/lang.ts";
import { isFinal, needsOutcome, nextStatuses, type RegisterScreenKind, type RegisterStatus } from "../kinds.ts";
import type { RegisterRecord } from "./screens.server.ts";
import { textLimits } from "../../../register/workflow.ts";
import { FieldError } from "../../../site/forms/FieldError.tsx";
import { TextAreaField } from "../../kit/Field.tsx";
import { Notice } from "../../kit/Notice.tsx";
import { AskAgain } from "../../kit/AskAgain.tsx";
import { useRegisterText } from "../text.ts";
import { ActionCard, useActionForm, type RegisterActionData } from "./ActionCard.tsx";
import type { ReplyFormData } from "./reply-form.server.ts";
import { FinalAnswer } from "./FinalAnswer.tsx";

interface Props {
  screen: RegisterScreenKind;
  record: RegisterRecord;
  /** Who may own it: active staff with the complaints role. */
  colleagues: { id: string; name: string }[];
  me: string;
  isAdmin: boolean;
  actionData: RegisterActionData | undefined;
  /** What the reply form starts with and offers. */
  reply: ReplyFormData;
  /** The categories to choose from (complaints). */
  categories: { id: string; en: string; km: string }[];
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

function StatusAction({ screen, record, actionData, reply }: Props) {
  const { t, status: statusName, kind } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("status", screen, actionData);
  const next = nextStatuses(screen.kind, record.status);
  const outcome = next.some((status) => isFinal(screen.kind, status));
  const [outcomeTyped, setOutcomeTyped] = useState("");
  // The question stands for the answer and the status it was asked under: whatever happens next
  // (done, refused, the record changed), it is asked afresh.
  const [asked, setAsked] = useState<{ status: Confirmed; under: unknown[] } | null>(null);
  const under = [actionData, record.status];
  const confirming = asked && asked.under.every((value, index) => value === under[index]) ? asked.status : null;
  const setConfirming = (status: Confirmed | null) => setAsked(status && { status, under });
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
          onInput={setOutcomeTyped}
        />
      )}
      {/* A complaint closed tells the complainant: shown once the outcome is being written, or asked for. */}
      {outcome &&
        screen.kind === "complaint" &&
        (outcomeTyped.trim() ||
          confirming ||
          fields.finalAnswer.errors ||
          fields.answer.errors ||
          fields.noEmailReason.errors) && (
          <FinalAnswer
            fields={{ finalAnswer: fields.finalAnswer, answer: fields.answer, noEmailReason: fields.noEmailReason }}
            reply={reply}
            canEmail={Boolean(record.email)}
            outcome={outcomeTyped}
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
                {t[`move_${status as Exclude<RegisterStatus, "new" | "merged">}`]}
              </button>
            ),
          )}
        </div>
      )}
      <div id="register-confirm" className="admin-confirm" hidden={!confirming}>
        {confirming && (
          <AskAgain
            key={confirming}
            question={fill(t.confirmFinal, { status: statusName(confirming) })}
            confirm={t[confirmed[confirming]]}
            cancel={t.cancel}
            onCancel={() => setConfirming(null)}
            danger={confirming === "rejected"}
            submit={{ name: "to", value: confirming }}
            disabled={submitting}
          />
        )}
      </div>
      <FieldError field={fields.to} />
      <p className="admin-field__hint">{kind(screen.kind).steps}</p>
    </ActionCard>
  );
}

function CategoryAction({ screen, record, categories, actionData }: Props) {
  const { t } = useRegisterText();
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form] = useActionForm("category", screen, actionData);
  const current = record.category;
  // A retired category stays a choice on the complaints that have it.
  const choices =
    current && !categories.some((choice) => choice.id === current.id) ? [current, ...categories] : categories;
  return (
    <ActionCard intent="category" title={t.category} form={form}>
      <p className="admin-action__now">
        {current ? fill(t.categoryNow, { category: current[lang] }) : t.categoryNotYet}
      </p>
      <div className="admin-field">
        <label htmlFor="register-category-choice" className="visually-hidden">
          {t.category}
        </label>
        <p id="register-category-hint" className="admin-field__hint">
          {t.categoryHint}
        </p>
        <select
          id="register-category-choice"
          name="categoryId"
          defaultValue={current?.id ?? ""}
          key={current?.id ?? ""}
          aria-describedby="register-category-hint"
        >
          <option value="">{t.categoryNone}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice[lang]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="admin-button" disabled={submitting}>
        {t.categorySave}
      </button>
    </ActionCard>
  );
}

function NoteAction({ screen, actionData, colleagues, me }: Props) {
  const { t } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("note", screen, actionData);
  const colleague = colleagues.find((member) => member.id !== me);
  return (
    <ActionCard intent="note" title={t.note} form={form}>
      <TextAreaField
        field={fields.text}
        label={t.note}
        hint={colleague ? `${t.noteHint} ${fill(t.noteMention, { name: colleague.name })}` : t.noteHint}
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

type RegisterDone = NonNullable<RegisterActionData["done"]>;

/**
 * The success of the last action, while it is news: until the next try (one the browser's own
 * check refuses sends nothing, so the last answer would otherwise stay beside the new refusal).
 * `onSubmitCapture` goes on what holds every action's form.
 */
export function useDone(actionData: RegisterActionData | undefined) {
  const [outdated, setOutdated] = useState<RegisterActionData | null>(null);
  const done = actionData?.done && outdated !== actionData ? actionData.done : null;
  return { done, onSubmitCapture: () => setOutdated(actionData ?? null) };
}

/** What an action just did, said where it was done. */
export function DoneNotice({ done }: { done: RegisterDone }) {
  const { t, status: statusName } = useRegisterText();
  return (
    <Notice tone="success">
      {done.intent === "status"
        ? fill(t.done_status, { status: statusName(done.status) })
        : done.intent === "reply" && done.status
          ? `${t.done_reply} ${fill(t.done_status, { status: statusName(done.status) })}`
          : t[`done_${done.intent}`]}
    </Notice>
  );
}

/**
 * The record's actions beside it; the reply, which needs the room, is below the conversation
 * (register-record.tsx). A success is said where it was done.
 */
export function RecordActions(props: Props & { done: RegisterDone | null }) {
  const { t } = useRegisterText();
  const lang = useLang();
  return (
    <div className="admin-record__action-list">
      {props.done && !["reply", "merge", "split"].includes(props.done.intent) && <DoneNotice done={props.done} />}
      <OwnerAction {...props} />
      <StatusAction {...props} />
      {props.screen.kind === "complaint" && <CategoryAction {...props} />}
      <NoteAction {...props} />
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
