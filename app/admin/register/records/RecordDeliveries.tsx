import type { TimelineEntry } from "../../../register/timeline.server.ts";
import { useDateTime } from "../../staff/account-parts.tsx";
import { ColumnHeads } from "../../kit/ColumnHeads.tsx";
import { useRegisterText } from "../text.ts";

type Delivery = Extract<TimelineEntry, { kind: "delivery" }>;

const isDelivery = (entry: TimelineEntry): entry is Delivery => entry.kind === "delivery";

/** A delivery's state in words, with a sign: done, waiting, or failed for good. */
export function DeliveryState({ delivery }: { delivery: Delivery }) {
  const { delivery: state } = useRegisterText();
  const sign = { done: "✓", pending: "…", dead: "✕" }[delivery.status];
  return (
    <span className={`admin-delivery admin-delivery--${delivery.status}`}>
      <span aria-hidden="true">{sign} </span>
      {state(delivery.status)}
    </span>
  );
}

/** The outbox rows of a record: the e-mails and forwards the site sent or is sending about it. */
export function Deliveries({ timeline }: { timeline: TimelineEntry[] }) {
  const { t, job } = useRegisterText();
  const dateTime = useDateTime();
  const deliveries = timeline.filter(isDelivery);
  if (deliveries.length === 0) return <p className="admin-muted">{t.noDeliveries}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <ColumnHeads columns={[t.delivery, t.state, t.attempts, t.queued, t.lastError]} />
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row" data-label={t.delivery}>
                {job(delivery.job)}
              </th>
              <td data-label={t.state}>
                <DeliveryState delivery={delivery} />
                {delivery.doneAt && <span className="admin-table__email">{dateTime(delivery.doneAt)}</span>}
              </td>
              <td data-label={t.attempts}>{delivery.attempts}</td>
              <td data-label={t.queued}>{dateTime(delivery.queuedAt)}</td>
              <td data-label={t.lastError}>
                {delivery.lastError ? <code className="admin-detail">{delivery.lastError}</code> : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
