// Deliveries that failed for good (role complaints): the outbox rows left dead after every
// attempt, with the complaint or message each belongs to and its last error, and a retry that
// puts one back in the worker's queue (written in the record's timeline and the audit log).
// `npm run outbox:dead` lists the same rows on the command line.
import { useLang, useStrings } from "../../../i18n/define.ts";
import { fill } from "../../../i18n/fill.ts";
import { langOfSearch, withLang } from "../../../i18n/lang.ts";
import { data, Link } from "react-router";
import type { Route } from "./+types/deliveries";
import { Notice } from "../../kit/Notice.tsx";
import { useDateTime } from "../../staff/account-parts.tsx";
import { formatNumber, RowAction } from "../operations.tsx";
import { ColumnHeads } from "../../kit/ColumnHeads.tsx";
import { adminMeta } from "../../kit/meta.ts";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { readFormBody } from "../../../http/request-body.server.ts";
import { useRegisterText } from "../text.ts";
import { adminOperationsStrings } from "../operations-strings.ts";
import { listDeadDeliveries, retryDeadDelivery, type DeadDelivery } from "../../../register/deliveries.server.ts";
import { messageCode } from "../../../register/erasure.server.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const deliveries = await listDeadDeliveries(services(context).db);
  return {
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      messageCode: delivery.contactMessage && messageCode(delivery.contactMessage.id),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = requireStaff(context);
  const { db } = services(context);
  const body = await readFormBody(request, 1024);
  if (!body.ok) return data({ outcome: null }, { status: body.status });
  const id = body.value.get("id");
  if (body.value.get("intent") !== "retry" || typeof id !== "string") return data({ outcome: null }, { status: 400 });
  if (!(await retryDeadDelivery(db, id, { id: staff.id, name: staff.displayName })))
    return data({ outcome: "gone" as const }, { status: 409 });
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp: context.get(requestInfoContext).clientIp,
    action: "delivery.retry",
    target: { type: "delivery", id },
  });
  return { outcome: "retried" as const };
}

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(adminOperationsStrings[langOfSearch(location.search)].deliveriesTitle);
}

type Delivery = DeadDelivery & { messageCode: string | null };

/** Errors longer than this are folded, the whole text one click away. */
const shortError = 160;

export default function Deliveries({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const dateTime = useDateTime();
  const { t: words, job: kindName } = useRegisterText();
  const recordName = (delivery: Delivery) =>
    delivery.complaint
      ? delivery.complaint.reference
        ? fill(t.recordComplaint, { reference: delivery.complaint.reference })
        : t.recordComplaintGone
      : delivery.contactMessage
        ? delivery.contactMessage.exists
          ? fill(t.recordMessage, { code: delivery.messageCode ?? "" })
          : t.recordMessageGone
        : t.none;
  // The record's page, while the record exists.
  const recordPath = (delivery: Delivery) =>
    delivery.complaint?.reference
      ? `/admin/complaints/${delivery.complaint.id}`
      : delivery.contactMessage?.exists
        ? `/admin/messages/${delivery.contactMessage.id}`
        : null;
  return (
    <section className="admin-page" aria-labelledby="deliveries-title">
      <h1 id="deliveries-title">{t.deliveriesTitle}</h1>
      <p className="admin-lead">{t.deliveriesLead}</p>
      {actionData?.outcome === "retried" && <Notice tone="success">{t.retried}</Notice>}
      {actionData?.outcome === "gone" && <Notice tone="error">{t.retryGone}</Notice>}
      {loaderData.deliveries.length === 0 ? (
        <p>{t.noDeliveries}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <ColumnHeads
              columns={[words.delivery, t.record, words.attempts, words.lastError, words.queued]}
              action={t.retry}
            />
            <tbody>
              {loaderData.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row" data-label={words.delivery}>
                    {kindName(delivery.kind)}
                  </th>
                  <td data-label={t.record}>
                    {recordPath(delivery) ? (
                      <Link to={withLang(recordPath(delivery)!, lang)}>{recordName(delivery)}</Link>
                    ) : (
                      recordName(delivery)
                    )}
                  </td>
                  <td data-label={words.attempts}>{formatNumber(delivery.attempts, t.none)}</td>
                  <td data-label={words.lastError}>
                    <ErrorText text={delivery.lastError} />
                  </td>
                  <td data-label={words.queued}>{dateTime(delivery.createdAt)}</td>
                  <RowAction
                    fields={{ intent: "retry", id: delivery.id }}
                    text={t.retry}
                    label={fill(t.retryLabel, { kind: kindName(delivery.kind), record: recordName(delivery) })}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ErrorText({ text }: { text: string | null }) {
  const t = useStrings(adminOperationsStrings);
  if (!text) return <>{t.none}</>;
  if (text.length <= shortError) return <code className="admin-detail">{text}</code>;
  return (
    <details className="admin-error-text">
      <summary>
        <code className="admin-detail">{text.slice(0, shortError)}…</code>{" "}
        <span className="admin-muted">{t.wholeError}</span>
      </summary>
      <code className="admin-detail">{text}</code>
    </details>
  );
}
