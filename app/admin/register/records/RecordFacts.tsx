import { fill } from "../../../i18n/fill.ts";
import { isFinal, type RegisterScreenKind } from "../kinds.ts";
import type { Deadline, RegisterRecord } from "./screens.server.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { OverdueMark, OwnerName, StatusBadge } from "./badges.tsx";
import { useDueDay, useRegisterText } from "../text.ts";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every field of a record, and (complaints) its two deadlines: met, missed, or running. */
export function RecordFacts({ screen, record }: { screen: RegisterScreenKind; record: RegisterRecord }) {
  const { t, language } = useRegisterText();
  const dateTime = useDateTime();
  return (
    <dl className="admin-facts admin-record__facts">
      {record.reference && <Fact label={t.reference}>{record.reference}</Fact>}
      <Fact label={t.received}>{dateTime(record.receivedAt)}</Fact>
      <Fact label={t.status}>
        <StatusBadge status={record.status} />
      </Fact>
      <Fact label={t.owner}>
        <OwnerName id={record.ownerId} name={record.ownerName} />
      </Fact>
      <Fact label={t.name}>{record.fullName}</Fact>
      <Fact label={t.email}>
        {record.email ? (
          <a className="admin-break" href={`mailto:${record.email}`}>
            {record.email}
          </a>
        ) : (
          <span className="admin-muted">{t.none}</span>
        )}
      </Fact>
      <Fact label={t.phone}>
        {record.phoneNumber ? (
          // A tap on a phone calls it: the number as dialled, its spaces and dashes left out.
          <a href={`tel:${record.phoneNumber.replace(/[^\d+]/g, "")}`}>{record.phoneNumber}</a>
        ) : (
          <span className="admin-muted">{t.none}</span>
        )}
      </Fact>
      <Fact label={t.company}>{record.companyName || <span className="admin-muted">{t.none}</span>}</Fact>
      <Fact label={t.language}>{language(record.lang)}</Fact>
      {record.source && <Fact label={t.source}>{t[`source_${record.source}`]}</Fact>}
      {record.unverified && <Fact label={t.unverified}>{t.unverifiedText}</Fact>}
      {record.answeredAt && isFinal(screen.kind, record.status) && (
        <Fact label={t.closedAt}>{dateTime(record.answeredAt)}</Fact>
      )}
      {record.rating && (
        <Fact label={t.rating}>
          <strong className={`admin-rating admin-rating--${record.rating.rating}`}>
            {t[`rating_${record.rating.rating}`]}
          </strong>{" "}
          <span className="admin-muted">{dateTime(record.rating.ratedAt)}</span>
          {record.rating.comment && (
            <span className="admin-text admin-rating__comment" lang={record.lang}>
              {record.rating.comment}
            </span>
          )}
        </Fact>
      )}
      {record.outcomeNote && (
        <Fact label={t.outcome}>
          <span className="admin-text">{record.outcomeNote}</span>
        </Fact>
      )}
    </dl>
  );
}

function DeadlineState({ deadline }: { deadline: Deadline }) {
  const { t } = useRegisterText();
  const dateTime = useDateTime();
  if (deadline.doneAt) {
    return deadline.missed ? (
      <span className="admin-deadline admin-deadline--missed">
        <span aria-hidden="true">⚠ </span>
        {fill(t.deadlineMissedDone, { date: dateTime(deadline.doneAt) })}
      </span>
    ) : (
      <span className="admin-deadline admin-deadline--met">
        <span aria-hidden="true">✓ </span>
        {fill(t.deadlineMet, { date: dateTime(deadline.doneAt) })}
      </span>
    );
  }
  return deadline.missed ? <OverdueMark /> : <span>{t.deadlineRunning}</span>;
}

export function RecordDeadlines({ deadlines }: { deadlines: NonNullable<RegisterRecord["deadlines"]> }) {
  const { t } = useRegisterText();
  const day = useDueDay();
  return (
    <dl className="admin-facts admin-deadlines">
      {(
        [
          [t.acknowledgeBy, deadlines.acknowledge],
          [t.answerBy, deadlines.answer],
        ] as const
      ).map(([label, deadline]) => (
        <Fact key={label} label={label}>
          <span className="admin-deadlines__day">{fill(t.endOfDay, { date: day(deadline.dueAt) })}</span>
          <DeadlineState deadline={deadline} />
        </Fact>
      ))}
    </dl>
  );
}
