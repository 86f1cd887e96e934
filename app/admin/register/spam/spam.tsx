// The Spam list (role complaints, decision 0044): what the forms and the mailbox held as spam,
// with why; "Not spam" makes a real record (and only then its acknowledgement), "Delete for good"
// removes it with its files. Below, the senders the team blocks. Every step is in the audit log.
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/spam";
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { localNumber } from "../../../i18n/digits.ts";
import { langOfSearch, withLang } from "../../../i18n/lang.ts";
import { Notice } from "../../kit/Notice.tsx";
import { NoticeSlot } from "../../kit/NoticeSlot.tsx";
import { adminMeta } from "../../kit/meta.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { audit, type AuditAction } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { deleteSpam, listSpam, releaseSpam, type SpamItem } from "../../../register/spam/spam.server.ts";
import { spamKeptDays } from "../../../register/spam/reasons.ts";
import {
  blockPattern,
  blockSender,
  listBlockedSenders,
  unblockSender,
  type BlockedSender,
} from "../../../register/spam/blocked-senders.server.ts";
import { spamStrings } from "./spam-strings.ts";
import "../operations.css";
import "./spam.css";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = services(context);
  const [spam, blocked] = await Promise.all([listSpam(db), listBlockedSenders(db)]);
  return { ...spam, blocked };
}

type Outcome =
  | { outcome: "released"; kind: "complaint" | "contact"; id: string; reference: string | null }
  | { outcome: "deleted" | "gone" }
  | { outcome: "blocked" | "unblocked" | "already"; pattern: string }
  | { outcome: "invalid"; pattern: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db, storage } = services(context);
  const body = await readFormBody(request, 2048);
  if (!body.ok) return data(null, { status: body.status });
  const intent = body.value.get("intent");
  const id = String(body.value.get("id") ?? "");
  const actor = { id: staff.id, name: staff.displayName };
  const record = (action: AuditAction, detail: Record<string, string>) =>
    audit(db, {
      actor: { id: staff.id, email: staff.email },
      clientIp: context.get(requestInfoContext).clientIp,
      action,
      detail,
    });
  const gone = () => data<Outcome>({ outcome: "gone" }, { status: 409 });
  switch (intent) {
    case "release": {
      const released = await releaseSpam(db, id, actor);
      if (!released) return gone();
      await record("spam.release", { spam: id, kind: released.kind });
      return {
        outcome: "released",
        kind: released.kind,
        id: released.id,
        reference: released.kind === "complaint" ? released.reference : null,
      } satisfies Outcome;
    }
    case "delete": {
      if (!(await deleteSpam(db, storage, id))) return gone();
      await record("spam.delete", { spam: id });
      return { outcome: "deleted" } satisfies Outcome;
    }
    case "block": {
      const typed = String(body.value.get("pattern") ?? "").slice(0, 300);
      const pattern = blockPattern(typed);
      if (!pattern) return data<Outcome>({ outcome: "invalid", pattern: typed }, { status: 400 });
      if (!(await blockSender(db, pattern, actor)))
        return data<Outcome>({ outcome: "already", pattern }, { status: 409 });
      await record("blocked_sender.add", { pattern });
      return { outcome: "blocked", pattern } satisfies Outcome;
    }
    case "unblock": {
      const pattern = String(body.value.get("pattern") ?? "");
      if (!(await unblockSender(db, pattern))) return gone();
      await record("blocked_sender.remove", { pattern });
      return { outcome: "unblocked", pattern } satisfies Outcome;
    }
    default:
      return data(null, { status: 400 });
  }
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(spamStrings[langOfSearch(location.search)].title);
}

function SpamCard({ item }: { item: SpamItem }) {
  const t = useStrings(spamStrings);
  const dateTime = useDateTime();
  const busy = useNavigation().state !== "idle";
  const from = `${item.fullName} <${item.email}>`;
  const when = dateTime(item.receivedAt);
  const channel = { site: t.channelSite, api: t.channelApi, email: t.channelEmail }[item.source];
  return (
    <li className="admin-card admin-mail" lang={item.lang}>
      <dl className="admin-mail__facts" lang={useLang()}>
        <dt>{t.from}</dt>
        <dd>{from}</dd>
        <dt>{t.received}</dt>
        <dd>{when}</dd>
        <dt>{t.kind}</dt>
        <dd>
          {item.kind === "complaint" ? t.kindComplaint : t.kindContact} ({channel})
        </dd>
        <dt>{t.why}</dt>
        <dd>{fill(t[`reason_${item.reason}`], { detail: item.detail })}</dd>
        {item.files.length > 0 && (
          <>
            <dt>{t.files}</dt>
            <dd>{item.files.map((file) => file.name).join(", ")}</dd>
          </>
        )}
      </dl>
      <p className="admin-text admin-mail__body">{item.message}</p>
      <div className="spam-actions" lang={useLang()}>
        <Form method="post">
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            name="intent"
            value="release"
            className="admin-button"
            disabled={busy}
            aria-label={fill(t.notSpamLabel, { from, when })}
          >
            {t.notSpam}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="admin-button admin-button--quiet"
            disabled={busy}
            aria-label={fill(t.deleteLabel, { from, when })}
          >
            {t.delete}
          </button>
        </Form>
      </div>
    </li>
  );
}

function BlockedSenders({ blocked, outcome }: { blocked: BlockedSender[]; outcome: Outcome | null | undefined }) {
  const t = useStrings(spamStrings);
  const dateTime = useDateTime();
  const busy = useNavigation().state !== "idle";
  const input = useRef<HTMLInputElement>(null);
  const problem =
    outcome?.outcome === "invalid"
      ? t.blockInvalid
      : outcome?.outcome === "already"
        ? fill(t.blockAlready, { pattern: outcome.pattern })
        : null;
  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem, outcome]);
  return (
    <section aria-labelledby="blocked-title">
      <h2 id="blocked-title">{t.blockedTitle}</h2>
      <p>{t.blockedLead}</p>
      <Form method="post" noValidate className="spam-block-form">
        <div className="admin-field">
          <label htmlFor="block-pattern">{t.blockLabel}</label>
          <p id="block-pattern-hint" className="admin-field__hint">
            {t.blockHint}
          </p>
          <input
            ref={input}
            id="block-pattern"
            name="pattern"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            defaultValue={problem && outcome && "pattern" in outcome ? outcome.pattern : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "block-pattern-hint block-pattern-error" : "block-pattern-hint"}
          />
          {problem && (
            <div id="block-pattern-error" className="form-field__error">
              <p>{problem}</p>
            </div>
          )}
        </div>
        <button type="submit" name="intent" value="block" className="admin-button" disabled={busy}>
          {t.block}
        </button>
      </Form>
      {blocked.length === 0 ? (
        <p>{t.noneBlocked}</p>
      ) : (
        <ul className="spam-blocked">
          {blocked.map((sender) => (
            <li key={sender.pattern}>
              <span>
                <strong>{sender.pattern}</strong>{" "}
                <span className="admin-muted">
                  {fill(t.blockedBy, { name: sender.addedByName, when: dateTime(sender.addedAt) })}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="pattern" value={sender.pattern} />
                <button
                  type="submit"
                  name="intent"
                  value="unblock"
                  className="admin-button admin-button--quiet"
                  disabled={busy}
                  aria-label={fill(t.unblockLabel, { pattern: sender.pattern })}
                >
                  {t.unblock}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Spam({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(spamStrings);
  const lang = useLang();
  const outcome = actionData as Outcome | null | undefined;
  const { items, total, blocked } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="spam-title">
      <h1 id="spam-title">{t.title}</h1>
      <p className="admin-lead">{fill(t.lead, { days: localNumber(spamKeptDays, lang) })}</p>
      {/* The card acted on is gone after a done action: the notice takes the focus. */}
      <NoticeSlot focus={outcome && outcome.outcome !== "invalid" && outcome.outcome !== "already" ? outcome : null}>
        {outcome?.outcome === "released" && (
          <Notice tone="success">
            {outcome.reference ? fill(t.released, { reference: outcome.reference }) : t.releasedMessage}{" "}
            <Link
              to={withLang(`/admin/${outcome.kind === "complaint" ? "complaints" : "messages"}/${outcome.id}`, lang)}
            >
              {t.openRecord}
            </Link>
          </Notice>
        )}
        {outcome?.outcome === "deleted" && <Notice tone="success">{t.deleted}</Notice>}
        {outcome?.outcome === "gone" && <Notice tone="error">{t.gone}</Notice>}
        {outcome?.outcome === "blocked" && (
          <Notice tone="success">{fill(t.blocked, { pattern: outcome.pattern })}</Notice>
        )}
        {outcome?.outcome === "unblocked" && (
          <Notice tone="success">{fill(t.unblocked, { pattern: outcome.pattern })}</Notice>
        )}
      </NoticeSlot>
      {items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <p>
            {fill(t.count, { count: localNumber(total, lang) })}{" "}
            {total > items.length &&
              fill(t.shownOf, { shown: localNumber(items.length, lang), count: localNumber(total, lang) })}
          </p>
          <ul className="admin-mail-list">
            {items.map((item) => (
              <SpamCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
      <BlockedSenders blocked={blocked} outcome={outcome} />
    </section>
  );
}
