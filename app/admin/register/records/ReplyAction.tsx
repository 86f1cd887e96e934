// The reply form of a record: the box holds the whole e-mail, greeting and signature included,
// as it will be sent (app/register/reply-mail.ts composes it for this preview and for the
// delivery alike); a saved reply goes in where the cursor is, its placeholders filled; and the
// reply can move the record on in the same step ("Send and resolve").
import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { withLang } from "../../../i18n/lang.ts";
import { replyKey, TextAreaField } from "../../kit/Field.tsx";
import { ActionCard, Card, useActionForm, type RegisterActionData } from "./ActionCard.tsx";
import { isFinal, needsOutcome, nextStatuses, type RegisterScreenKind, type RegisterStatus } from "../kinds.ts";
import { answerOf, fillPlaceholders, replyMail } from "../../../register/reply-mail.ts";
import type { RegisterRecord } from "./screens.server.ts";
import type { ReplyFormData } from "./reply-form.server.ts";
import { useRegisterText } from "../text.ts";
import type { SavedInPlace } from "../saved-replies/saved-replies.tsx";
import { textLimits } from "../../../register/workflow.ts";
import type { Colleague } from "../../../register/presence.server.ts";
import { namesOf } from "./PresenceNotice.tsx";

/** What the reply form starts with and offers (app/admin/register/reply-form.server.ts). */

interface Props {
  screen: RegisterScreenKind;
  record: RegisterRecord;
  actionData: RegisterActionData | undefined;
  reply: ReplyFormData;
  me: string;
  /** Colleagues writing a reply on this record now: sending asks first. */
  othersWriting: Colleague[];
  /** Whether the box holds a reply being written (more than its template). */
  onWriting(writing: boolean): void;
}

/** Inserts `text` into the box where the cursor is, or, in an untouched box, where the answer goes. */
function insertInto(box: HTMLTextAreaElement, text: string, template: string) {
  const untouched = box.value === template;
  const start = untouched ? template.indexOf("\n\n") + 2 : box.selectionStart;
  const end = untouched ? start : box.selectionEnd;
  box.focus();
  box.setRangeText(text, start, end, "end");
  // Conform (and the preview) hear of it as of typing.
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The team's management page of saved replies, in a new tab: the record and what is typed stay. */
function ManageLink() {
  const { t } = useRegisterText();
  const lang = useLang();
  return (
    <a href={withLang("/admin/saved-replies", lang)} target="_blank" rel="noopener">
      {t.savedRepliesLink}
      <span className="visually-hidden"> {t.opensInNewTab}</span>
    </a>
  );
}

/**
 * The answer written in the box kept as a saved reply of the record's language, without leaving the
 * record. It sits inside the reply's form, so it is no form of its own: its title has no name (the
 * reply does not send it), and Enter in it saves the saved reply, not the e-mail.
 */
function SaveAsReply({ reply, text }: { reply: ReplyFormData; text: string }) {
  const { t, language } = useRegisterText();
  const lang = useLang();
  const fetcher = useFetcher<SavedInPlace>();
  const [title, setTitle] = useState("");
  const answer = answerOf(text, reply.template);
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  const save = () =>
    void fetcher.submit(
      { intent: "save", from: "record", lang: reply.to.lang, title, body: answer },
      { method: "post", action: withLang("/admin/saved-replies", lang) },
    );
  return (
    <details className="admin-saved-reply__new">
      <summary>{fill(t.saveAsReply, { language: language(reply.to.lang) })}</summary>
      {answer ? (
        <div className="admin-saved-reply__choice">
          <div className="admin-field">
            <label htmlFor="register-saved-reply-title">{t.saveAsReplyTitle}</label>
            <input
              id="register-saved-reply-title"
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                save();
              }}
              aria-invalid={outcome && "refused" in outcome ? true : undefined}
              aria-describedby="register-saved-reply-outcome"
            />
          </div>
          <button type="button" className="admin-button" disabled={fetcher.state !== "idle"} onClick={save}>
            {t.saveAsReplyButton}
          </button>
        </div>
      ) : (
        <p className="admin-field__hint">{t.saveAsReplyEmpty}</p>
      )}
      <p id="register-saved-reply-outcome" role="status" className="admin-field__hint">
        {outcome &&
          ("created" in outcome ? fill(t.saveAsReplyDone, { title: outcome.created }) : outcome.refused.join(" "))}
      </p>
    </details>
  );
}

function SavedReplies({
  reply,
  box,
  text,
}: {
  reply: ReplyFormData;
  box: React.RefObject<HTMLTextAreaElement | null>;
  text: string;
}) {
  const { t, language } = useRegisterText();
  const [chosen, setChosen] = useState("");
  const [inserted, setInserted] = useState<string | null>(null);
  const insert = () => {
    const saved = reply.saved.find((item) => item.id === chosen);
    if (!saved || !box.current) return;
    insertInto(box.current, fillPlaceholders(saved.body, reply.placeholders), reply.template);
    setInserted(saved.title);
  };
  // The offer to keep the answer stays in its place when the first saved reply arrives.
  return (
    <div className="admin-field admin-saved-reply">
      {reply.saved.length === 0 ? (
        <p className="admin-field__hint">
          {fill(t.savedReplyNoneYet, { language: language(reply.to.lang) })} <ManageLink />
        </p>
      ) : (
        <>
          <label htmlFor="register-saved-reply">{t.savedReply}</label>
          <p id="register-saved-reply-hint" className="admin-field__hint">
            {t.savedReplyHint} <ManageLink />
          </p>
          <div className="admin-saved-reply__choice">
            <select
              id="register-saved-reply"
              value={chosen}
              onChange={(event) => setChosen(event.currentTarget.value)}
              aria-describedby="register-saved-reply-hint"
            >
              <option value="">{t.savedReplyNone}</option>
              {reply.saved.map((saved) => (
                <option key={saved.id} value={saved.id}>
                  {saved.title}
                </option>
              ))}
            </select>
            <button type="button" className="admin-button" disabled={!chosen} onClick={insert}>
              {t.savedReplyInsert}
            </button>
          </div>
          <p role="status" className="admin-field__hint">
            {inserted && fill(t.savedReplyInserted, { title: inserted })}
          </p>
        </>
      )}
      <SaveAsReply reply={reply} text={text} />
    </div>
  );
}

/** The e-mail as it will go: to whom, its subject, and its text. */
function Preview({ reply, email, text }: { reply: ReplyFormData; email: string; text: string }) {
  const { t } = useRegisterText();
  const mail = replyMail(reply.to, text);
  return (
    <section className="admin-mail-preview" aria-labelledby="register-reply-preview">
      <h3 id="register-reply-preview">{fill(t.replyPreview, { name: reply.to.name })}</h3>
      <dl className="admin-mail-preview__head">
        <dt>{t.previewTo}</dt>
        <dd>{email}</dd>
        <dt>{t.previewSubject}</dt>
        <dd lang={reply.to.lang}>{mail.subject}</dd>
      </dl>
      <p className="admin-mail-preview__text" lang={reply.to.lang}>
        {mail.text}
      </p>
    </section>
  );
}

/** A reply sent, the form starts again from the template, and so does its preview. */
export function ReplyAction(props: Props) {
  const sent = props.actionData?.done?.intent === "reply" ? props.actionData : null;
  return <ReplyForm key={replyKey(sent)} {...props} />;
}

function ReplyForm({ screen, record, actionData, reply, othersWriting, onWriting }: Props) {
  const { t, language, kind, status: statusName } = useRegisterText();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useActionForm("reply", screen, actionData, { text: reply.template, then: "" });
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(reply.template);
  const [then, setThen] = useState<RegisterStatus | "">("");
  // Asked once whether to send while a colleague writes too: the next press sends.
  const [warned, setWarned] = useState(false);
  const writing = text.trim() !== reply.template.trim();
  useEffect(() => onWriting(writing), [writing, onWriting]);
  useEffect(() => () => onWriting(false), [onWriting]);
  const mustWarn = othersWriting.length > 0 && !warned;
  if (!record.email) {
    return (
      <Card name="reply" title={t.reply}>
        <p>{t.noEmail}</p>
      </Card>
    );
  }
  const next = nextStatuses(screen.kind, record.status);
  const hint = fill(kind(screen.kind).replyHint, { email: record.email, language: language(record.lang) });
  return (
    <ActionCard intent="reply" title={t.reply} form={form}>
      <input type="hidden" name="template" value={reply.template} />
      <SavedReplies reply={reply} box={box} text={text} />
      <div className="admin-reply__compose">
        <TextAreaField
          field={fields.text}
          label={t.reply}
          hint={`${t.replyBoxHint} ${hint}`}
          maxLength={textLimits.reply}
          rows={14}
          lang={record.lang}
          labelHidden
          textareaRef={box}
          onInput={setText}
        />
        <Preview reply={reply} email={record.email} text={text.trim()} />
      </div>
      {next.length > 0 && (
        <div className="admin-field">
          <label htmlFor="register-reply-then">{t.replyThen}</label>
          <select
            id="register-reply-then"
            name={fields.then.name}
            value={then}
            onChange={(event) => setThen(event.currentTarget.value as RegisterStatus | "")}
          >
            <option value="">{fill(t.replyThenStay, { status: statusName(record.status) })}</option>
            {next.map((status) => (
              <option key={status} value={status}>
                {fill(t.replyThenMove, { status: statusName(status) })}
              </option>
            ))}
          </select>
        </div>
      )}
      {then && isFinal(screen.kind, then) && (
        <TextAreaField
          field={fields.outcomeNote}
          label={t.outcomeNote}
          hint={needsOutcome(screen.kind, then) ? t.outcomeHintRequired : t.outcomeHintOptional}
          maxLength={textLimits.outcome}
          rows={3}
        />
      )}
      {warned && othersWriting.length > 0 && (
        <p className="admin-presence__warning" role="alert">
          {fill(othersWriting.length === 1 ? t.othersWriting : t.othersWritingMany, { names: namesOf(othersWriting) })}
        </p>
      )}
      <button
        type="submit"
        className="admin-button admin-button--primary"
        disabled={submitting}
        onClick={(event) => {
          if (!mustWarn) return;
          event.preventDefault();
          setWarned(true);
        }}
      >
        {warned && othersWriting.length > 0
          ? t.sendAnyway
          : then
            ? fill(t.sendAndMove, { status: statusName(then) })
            : t.sendReply}
      </button>
    </ActionCard>
  );
}
