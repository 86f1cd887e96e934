import { fill } from "../../i18n/fill.ts";
import type { RegisterStatus } from "./kinds.ts";
import type { TimelineEntry } from "./timeline.server.ts";
import { useDateTime } from "../staff/account-parts.tsx";
import { DeliveryState } from "./RecordDeliveries.tsx";
import { useRegisterText } from "./text.ts";

/** One entry of the timeline in words (and the text written, for notes, replies and outcomes). */
function Entry({ entry }: { entry: TimelineEntry }) {
  const { t, status, job } = useRegisterText();
  const name = (value: string) => status(value as RegisterStatus) ?? value;
  switch (entry.kind) {
    case "received":
      return <p>{t.event_received}</p>;
    case "status":
      return (
        <>
          <p>{fill(t.event_status, { actor: entry.actor.name, from: name(entry.from), to: name(entry.to) })}</p>
          {entry.outcomeNote && (
            <p className="admin-timeline__text">{fill(t.outcomeNoteWas, { note: entry.outcomeNote })}</p>
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
    case "delivery":
      return (
        <p>
          {fill(t.event_delivery, { job: job(entry.job) })} <DeliveryState delivery={entry} />
        </p>
      );
  }
}

/** Everything that happened to a record, oldest first. */
export function Timeline({ timeline }: { timeline: TimelineEntry[] }) {
  const dateTime = useDateTime();
  return (
    <ol className="admin-timeline">
      {timeline.map((entry, index) => (
        <li key={`${entry.kind}-${index}`} className={`admin-timeline__entry admin-timeline__entry--${entry.kind}`}>
          <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          <Entry entry={entry} />
        </li>
      ))}
    </ol>
  );
}
