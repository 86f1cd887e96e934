// The e-mails of the complaints mailbox that the register could not join to a complaint (role
// complaints, docs/decisions/0035-complaints-mailbox.md): each is attached to its complaint by
// reference, or set aside; those set aside can still be attached. Both are in the audit log.
import { useEffect, useRef } from "react";
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { localNumber } from "../../../i18n/digits.ts";
import { langOf, langOfSearch, withLang } from "../../../i18n/lang.ts";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/mailbox";
import { Notice } from "../../kit/Notice.tsx";
import { NoticeSlot } from "../../kit/NoticeSlot.tsx";
import { adminMeta } from "../../kit/meta.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { attachMail, dismissMail } from "../../../register/mailbox/store.server.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { findComplaintId } from "../../../register/complaints.server.ts";
import {
  listSortableMail,
  mailboxState,
  type MailboxState,
  type SortableMail,
} from "../../../register/mailbox/mailbox.server.ts";
import { listUnreadableMail, type UnreadableMail } from "../../../register/mailbox/poison.server.ts";
import { formatBytes } from "../../../uploads/file-size.ts";
import { mailboxStrings } from "./mailbox-strings.ts";
import "../operations.css";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db, config } = services(context);
  const [mail, state, unreadable] = await Promise.all([
    listSortableMail(db),
    mailboxState(db, config.mailbox),
    listUnreadableMail(db),
  ]);
  return { ...mail, state, unreadable };
}

type Outcome =
  | { outcome: "attached"; mailId: string; complaintId: string; reference: string }
  | { outcome: "setAside"; mailId: string }
  | { outcome: "refused"; mailId: string; reference: string; problem: string }
  | { outcome: "gone"; mailId: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db, storage } = services(context);
  const t = mailboxStrings[langOf(request.url)];
  const body = await readFormBody(request, 4096);
  if (!body.ok) return data(null, { status: body.status });
  const intent = body.value.get("intent");
  const mailId = String(body.value.get("mailId") ?? "");
  const actor = { id: staff.id, name: staff.displayName };
  const record = (action: "mail.attach" | "mail.set_aside", complaintId?: string) =>
    audit(db, {
      actor: { id: staff.id, email: staff.email },
      clientIp: context.get(requestInfoContext).clientIp,
      action,
      target: complaintId ? { type: "complaint", id: complaintId } : undefined,
      detail: { mail: mailId },
    });
  if (intent === "setAside") {
    if (!(await dismissMail(db, mailId, actor))) return data<Outcome>({ outcome: "gone", mailId }, { status: 409 });
    await record("mail.set_aside");
    return { outcome: "setAside", mailId } satisfies Outcome;
  }
  if (intent !== "attach") return data(null, { status: 400 });
  const reference = String(body.value.get("reference") ?? "")
    .trim()
    .toUpperCase()
    .slice(0, 40);
  const refused = (problem: string) =>
    data<Outcome>({ outcome: "refused", mailId, reference, problem }, { status: 400 });
  if (!reference) return refused(t.referenceMissing);
  const complaintId = await findComplaintId(db, reference);
  if (!complaintId) return refused(fill(t.noSuchReference, { reference }));
  if (!(await attachMail(db, storage, mailId, complaintId, actor)))
    return data<Outcome>({ outcome: "gone", mailId }, { status: 409 });
  await record("mail.attach", complaintId);
  return { outcome: "attached", mailId, complaintId, reference } satisfies Outcome;
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(mailboxStrings[langOfSearch(location.search)].title);
}

/** One e-mail: who, when, what it says, the original, and what to do with it. */
function MailCard({ mail, refusal }: { mail: SortableMail; refusal: { reference: string; problem: string } | null }) {
  const t = useStrings(mailboxStrings);
  const dateTime = useDateTime();
  const busy = useNavigation().state !== "idle";
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusal) input.current?.focus();
  }, [refusal]);
  const from = mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress;
  const errorId = `mail-${mail.id}-error`;
  const hintId = `mail-${mail.id}-hint`;
  return (
    <li className="admin-card admin-mail">
      <dl className="admin-mail__facts">
        <dt>{t.from}</dt>
        <dd>{from}</dd>
        <dt>{t.received}</dt>
        <dd>{dateTime(mail.receivedAt)}</dd>
        <dt>{t.subject}</dt>
        <dd>{mail.subject || t.noSubject}</dd>
      </dl>
      {mail.automatic && <p className="admin-muted">{t.automatic}</p>}
      <p className="admin-text admin-mail__body">{mail.body || t.noText}</p>
      {mail.refusedNames.length > 0 && <p>{fill(t.refused, { names: mail.refusedNames.join(", ") })}</p>}
      <p>
        <a href={`/admin/mailbox/${mail.id}`} download>
          {t.original}
        </a>
      </p>
      {mail.setAside && (
        <p className="admin-muted">
          {fill(t.setAsideBy, { name: mail.setAside.by, time: dateTime(mail.setAside.at) })}
        </p>
      )}
      <div className="admin-mail__actions">
        <Form method="post" noValidate aria-label={fill(t.attachLabel, { from })}>
          <input type="hidden" name="mailId" value={mail.id} />
          <div className="admin-field">
            <label htmlFor={`mail-${mail.id}-reference`}>{t.reference}</label>
            <p id={hintId} className="admin-field__hint">
              {t.referenceHint}
            </p>
            <input
              ref={input}
              id={`mail-${mail.id}-reference`}
              name="reference"
              autoComplete="off"
              spellCheck={false}
              defaultValue={refusal?.reference}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
            />
            {refusal && (
              <div id={errorId} className="form-field__error">
                <p>{refusal.problem}</p>
              </div>
            )}
          </div>
          <button type="submit" name="intent" value="attach" className="admin-button" disabled={busy}>
            {t.attach}
          </button>
        </Form>
        {!mail.setAside && (
          <Form method="post">
            <input type="hidden" name="mailId" value={mail.id} />
            <button
              type="submit"
              name="intent"
              value="setAside"
              className="admin-button admin-button--quiet"
              disabled={busy}
              aria-label={fill(t.setAsideLabel, { from })}
            >
              {t.setAside}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

/** An e-mail the register failed to store: what can be read of it, why, and whether it is still tried. */
function UnreadableCard({ mail }: { mail: UnreadableMail }) {
  const t = useStrings(mailboxStrings);
  const tries = localNumber(mail.tries, useLang());
  const dateTime = useDateTime();
  return (
    <li className="admin-card admin-mail">
      <dl className="admin-mail__facts">
        <dt>{t.from}</dt>
        <dd>{mail.fromText || t.unknownSender}</dd>
        <dt>{t.firstTried}</dt>
        <dd>{dateTime(mail.firstTriedAt)}</dd>
        <dt>{t.subject}</dt>
        <dd>{mail.subject || t.noSubject}</dd>
        <dt>{t.size}</dt>
        <dd>{formatBytes(mail.rawBytes)}</dd>
        <dt>{t.reason}</dt>
        <dd>
          <code>{mail.reason}</code>
        </dd>
      </dl>
      <p className={mail.setAsideAt ? "admin-muted" : undefined}>
        {mail.setAsideAt
          ? fill(t.unreadableSetAside, { when: dateTime(mail.setAsideAt), tries })
          : fill(t.failing, { tries, since: dateTime(mail.firstTriedAt) })}
      </p>
    </li>
  );
}

/** Whether the mailbox is read at all, and how its last round went. */
function MailboxRounds({ state }: { state: MailboxState }) {
  const t = useStrings(mailboxStrings);
  const dateTime = useDateTime();
  if (!state.connected)
    return (
      <Notice tone="info">
        <p>
          <strong>{t.notConnected}</strong>
        </p>
        <p>{t.howToConnect}</p>
      </Notice>
    );
  const every = fill(t.every, { seconds: state.pollSeconds ?? 0 });
  if (state.lastError)
    return (
      <Notice tone="error">
        <p>
          {fill(t.lastFailed, { when: state.lastRoundAt ? dateTime(state.lastRoundAt) : "—" })} {every}
        </p>
        <p>
          <code>{state.lastError}</code>
        </p>
      </Notice>
    );
  return (
    <p className="admin-muted">
      {state.lastRoundAt ? fill(t.lastRead, { when: dateTime(state.lastRoundAt) }) : t.notReadYet} {every}
    </p>
  );
}

export default function Mailbox({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(mailboxStrings);
  const lang = useLang();
  const outcome = actionData as Outcome | null | undefined;
  const refusalOf = (mail: SortableMail) =>
    outcome?.outcome === "refused" && outcome.mailId === mail.id ? outcome : null;
  return (
    <section className="admin-page" aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">{t.title}</h1>
      <p className="admin-lead">{t.lead}</p>
      {/* After a done action the e-mail's card is gone: the notice takes the focus. */}
      <NoticeSlot focus={outcome && outcome.outcome !== "refused" ? outcome : null}>
        {outcome?.outcome === "attached" && (
          <Notice tone="success">
            {fill(t.attached, { reference: outcome.reference })}{" "}
            <Link to={withLang(`/admin/complaints/${outcome.complaintId}`, lang)}>
              {fill(t.openComplaint, { reference: outcome.reference })}
            </Link>
          </Notice>
        )}
        {outcome?.outcome === "setAside" && <Notice tone="success">{t.wasSetAside}</Notice>}
        {outcome?.outcome === "gone" && <Notice tone="error">{t.gone}</Notice>}
      </NoticeSlot>
      <MailboxRounds state={loaderData.state} />
      {loaderData.waiting.length === 0 ? (
        loaderData.state.connected && <p>{t.empty}</p>
      ) : (
        <ol className="admin-mail-list">
          {loaderData.waiting.map((mail) => (
            <MailCard key={mail.id} mail={mail} refusal={refusalOf(mail)} />
          ))}
        </ol>
      )}
      {loaderData.unreadable.length > 0 && (
        <section aria-labelledby="mailbox-unreadable">
          <h2 id="mailbox-unreadable">{t.unreadableTitle}</h2>
          <p>{t.unreadableLead}</p>
          <ol className="admin-mail-list">
            {loaderData.unreadable.map((mail) => (
              <UnreadableCard key={mail.digest} mail={mail} />
            ))}
          </ol>
        </section>
      )}
      {loaderData.setAside.length > 0 && (
        <section aria-labelledby="mailbox-set-aside">
          <h2 id="mailbox-set-aside">{t.setAsideTitle}</h2>
          <p>{t.setAsideLead}</p>
          <ol className="admin-mail-list">
            {loaderData.setAside.map((mail) => (
              <MailCard key={mail.id} mail={mail} refusal={refusalOf(mail)} />
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
