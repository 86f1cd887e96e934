import { useLang, useStrings } from "../../../i18n/define.ts";
import { WithReference } from "./ComplaintLink.tsx";
import { fill } from "../../../i18n/fill.ts";
import type { RegisterStatus } from "../kinds.ts";
import type { TimelineEntry, TimelineMail } from "../../../register/timeline.server.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { DeliveryState } from "./RecordDeliveries.tsx";
import { useRegisterText } from "../text.ts";
import { spamStrings } from "../spam/spam-strings.ts";

const refusedReasons = { type: "mail_refused_type", size: "mail_refused_size", count: "mail_refused_count" } as const;

/** The files that came with a message, each a download. */
function FileLinks({ files, recordId }: { files: { id: string; name: string }[]; recordId: string }) {
  const { t } = useRegisterText();
  if (files.length === 0) return null;
  return (
    <p>
      {fill(t.mail_files, { names: "" })}
      {files.map((file, index) => (
        <span key={file.id}>
          {index > 0 && ", "}
          <a href={`/admin/complaints/${recordId}/files/${file.id}`} download>
            {file.name}
          </a>
        </span>
      ))}
    </p>
  );
}

/** An e-mail from the complainant: who, what is new in it, its files, and the original message. */
function MailEntry({ mail, recordId }: { mail: TimelineMail; recordId: string }) {
  const { t } = useRegisterText();
  const name = mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress;
  return (
    <>
      <p>{fill(mail.automatic ? t.event_mailAutomatic : t.event_mail, { name })}</p>
      {mail.subject && <p className="admin-timeline__meta">{fill(t.mail_subject, { subject: mail.subject })}</p>}
      {mail.body && <p className="admin-timeline__text">{mail.body}</p>}
      <FileLinks files={mail.files} recordId={recordId} />
      {mail.refused.length > 0 && (
        <p>
          {t.mail_refused}{" "}
          {mail.refused
            .map((file) =>
              fill(t[refusedReasons[file.reason as keyof typeof refusedReasons] ?? "mail_refused_type"], file),
            )
            .join(", ")}
        </p>
      )}
      <p>
        <a href={`/admin/complaints/${recordId}/mail/${mail.id}`} download>
          {t.mail_original}
        </a>
      </p>
    </>
  );
}

/** A complaint merged into this one, as it came: who wrote, from where, the message and its files. */
function JoinedEntry({ joined, recordId }: { joined: Extract<TimelineEntry, { kind: "joined" }>; recordId: string }) {
  const { t } = useRegisterText();
  const source = t[`source_${joined.source as "site" | "api" | "email"}`] ?? joined.source;
  return (
    <>
      <p>
        <WithReference text={fill(t.event_joined, { source, name: joined.fullName })} complaint={joined} />
      </p>
      <p className="admin-timeline__text">{joined.message}</p>
      <FileLinks files={joined.files} recordId={recordId} />
    </>
  );
}

/** One entry of the timeline in words (and the text written, for notes, replies and outcomes). */
function Entry({ entry, recordId }: { entry: TimelineEntry; recordId: string }) {
  const { t, status, job } = useRegisterText();
  const spam = useStrings(spamStrings);
  const lang = useLang();
  const name = (value: string) => status(value as RegisterStatus) ?? value;
  switch (entry.kind) {
    case "received":
      return <p>{t.event_received}</p>;
    case "status":
      return (
        <>
          <p>
            {fill(
              entry.cause === null
                ? t.event_status
                : entry.cause === "answer"
                  ? t.event_statusByMail
                  : t.event_statusByAck,
              {
                actor: entry.actor.name,
                from: name(entry.from),
                to: name(entry.to),
              },
            )}
          </p>
          {entry.outcomeNote && (
            <p className="admin-timeline__text">{fill(t.outcomeNoteWas, { note: entry.outcomeNote })}</p>
          )}
          {entry.noEmailReason && (
            <p className="admin-timeline__text">{fill(t.noEmailReasonWas, { reason: entry.noEmailReason })}</p>
          )}
        </>
      );
    case "owner": {
      const values = {
        actor: entry.actor.name,
        name: (entry.to === entry.actor.id ? entry.fromName : entry.toName) ?? "?",
      };
      const text =
        entry.to === null
          ? t.event_gaveBack
          : entry.to !== entry.actor.id
            ? t.event_gaveTo
            : entry.from === null
              ? t.event_took
              : t.event_tookFrom;
      return <p>{fill(text, values)}</p>;
    }
    case "note":
    case "reply":
      return (
        <>
          <p>{fill(entry.kind === "note" ? t.event_note : t.event_reply, { actor: entry.actor.name })}</p>
          <p className="admin-timeline__text">{entry.text}</p>
        </>
      );
    case "retry":
      return <p>{fill(t.event_retry, { actor: entry.actor.name, job: job(entry.job) })}</p>;
    case "category":
      return (
        <p>
          {entry.to === null
            ? fill(t.event_categoryNone, { actor: entry.actor.name })
            : fill(t.event_category, { actor: entry.actor.name, category: entry.to[lang] })}
        </p>
      );
    case "notSpam":
      return (
        <>
          <p>{fill(t.event_notSpam, { actor: entry.actor.name })}</p>
          <p className="admin-timeline__text">{fill(spam[`reason_${entry.reason}`], { detail: entry.detail })}</p>
        </>
      );
    case "merge":
    case "split":
      return (
        <p>
          <WithReference
            text={fill(t[`event_${entry.kind}_${entry.side}`], { actor: entry.actor.name })}
            complaint={entry.other}
          />
        </p>
      );
    case "joined":
      return <JoinedEntry joined={entry} recordId={recordId} />;
    case "mail":
      return <MailEntry mail={entry} recordId={recordId} />;
    case "delivery":
      return (
        <p>
          {fill(t.event_delivery, { job: job(entry.job) })} <DeliveryState delivery={entry} />
        </p>
      );
  }
}

/** Everything that happened to a record, oldest first. */
export function Timeline({ timeline, recordId }: { timeline: TimelineEntry[]; recordId: string }) {
  const dateTime = useDateTime();
  return (
    <ol className="admin-timeline">
      {timeline.map((entry, index) => (
        <li key={`${entry.kind}-${index}`} className={`admin-timeline__entry admin-timeline__entry--${entry.kind}`}>
          <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          <Entry entry={entry} recordId={recordId} />
        </li>
      ))}
    </ol>
  );
}
