// The outbox as an operator watches it (server/metrics.ts): what waits, how long the oldest has
// waited, what is being retried, and what failed for good.
import type { Queryable } from "../../db/client.ts";
import type { Figure } from "../http/figures.ts";

export async function outboxFigures(db: Queryable): Promise<Figure[]> {
  const [row] = await db.query<{ waiting: number; oldest: number; retrying: number; dead: number }>(
    `select count(*) filter (where status = 'pending')::int as waiting,
            coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8 as oldest,
            count(*) filter (where status = 'pending' and attempts > 0)::int as retrying,
            count(*) filter (where status = 'dead')::int as dead
       from outbox`,
  );
  return [
    { name: "outbox_waiting", help: "Deliveries (e-mails, forwards) waiting to go out", value: row?.waiting ?? 0 },
    {
      name: "outbox_oldest_waiting_seconds",
      help: "How long the oldest waiting delivery has waited (0: none waits)",
      value: row?.oldest ?? 0,
    },
    { name: "outbox_retrying", help: "Waiting deliveries that failed at least once", value: row?.retrying ?? 0 },
    { name: "outbox_dead", help: "Deliveries that failed for good (npm run outbox:dead)", value: row?.dead ?? 0 },
  ];
}
