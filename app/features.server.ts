// What the features give the server process: the outbox's jobs with their handlers, the rounds
// every instance polls (the database decides which one does the work), the complaints
// mailbox's keeper, the work before the first request, the live preview's hook around the
// page handler, and the figures operators watch. server/ reaches the features through this module only (eslint.config.js), the
// way the routes reach them through app/routes.ts and the content areas through
// app/content/areas.server.ts.
import type { Db } from "../db/client.ts";
import { runDueSchedules, scheduleFigures } from "./admin/content/schedules.server.ts";
import { dailyDigestRound } from "./register/digest.server.ts";
import { holidayYearsRound } from "./admin/register/settings/holidays/auto-load.server.ts";
import { registerDeliveries } from "./register/mail/register-deliveries.server.ts";
import { staffDeliveries } from "./admin/staff/deliveries.server.ts";
import { staffJobs } from "./admin/staff/jobs.ts";
import type { Figure } from "./http/figures.ts";
import { outboxFigures } from "./outbox/figures.server.ts";
import type { DeliveryOptions, Handlers, OutboxJobs } from "./outbox/jobs.ts";
import { registerJobs } from "./register/jobs.ts";
import { mailboxFigures } from "./register/mailbox/mailbox.server.ts";
import { unreadableFigures } from "./register/mailbox/poison.server.ts";
import { indexIsEmpty, reindexAll } from "./search/index.server.ts";
import { backOfficeIndexIsEmpty, reindexBackOffice } from "./search/back-office-index.server.ts";
import { complaintDeliveries } from "./register/mail/complaint-deliveries.server.ts";
import { purgeSpamRound } from "./admin/register/spam/purge.server.ts";
import { forgetExpiredChallenges } from "./site/forms/bot-checks.server.ts";
import type { FileStorage } from "./uploads/storage.server.ts";
import { contactDeliveries } from "./register/mail/contact-deliveries.server.ts";
import { linkJobs } from "./links/jobs.ts";
import { linkDeliveries } from "./links/deliveries.server.ts";
import { dailyLinkCheckRound } from "./links/links.server.ts";

export { mailKeeper } from "./register/mailbox/store.server.ts";
export { drawLivePreview } from "./admin/content/live-preview.server.ts";

const outboxSchemas = { ...registerJobs, ...staffJobs, ...linkJobs };

/** Every kind of job with its handler: a kind without one fails the type check. */
export function outboxJobs(options: DeliveryOptions): OutboxJobs {
  const handlers: Handlers<typeof outboxSchemas> = {
    ...contactDeliveries(options),
    ...complaintDeliveries(options),
    ...registerDeliveries(options),
    ...staffDeliveries(options),
    ...linkDeliveries(options),
  };
  return { schemas: outboxSchemas, handlers };
}

export interface RoundSettings {
  /** When the complaints team's digest goes, Phnom Penh time ("08:00"). */
  digestAt: string;
  /** Cambodia's holidays loaded from the Khmer calendar (HOLIDAYS_FROM_CALENDAR). */
  holidaysFromCalendar: boolean;
  /** When the daily check of the links to other sites starts, Phnom Penh time; null: never (LINK_CHECK_AT=off). */
  linkCheckAt: string | null;
}

/** The rounds each instance polls; each claims its work in the database, so it is done once whatever the number of instances. */
export function backgroundRounds(
  db: Db,
  storage: FileStorage,
  settings: RoundSettings,
): { name: string; round: (signal: AbortSignal) => Promise<unknown> }[] {
  const digest = dailyDigestRound(db, settings.digestAt);
  const holidays = holidayYearsRound(db);
  // Nothing urgent: an instance looks every ten minutes.
  const tidy = <T>(work: () => Promise<T>) => atMostEvery(10 * 60_000, work);
  return [
    // Scheduled publications, on time to a poll.
    { name: "content schedule", round: () => runDueSchedules(db) },
    { name: "register digest", round: () => digest() },
    // The Spam list's 30 days, and the forms' challenge answers that can no longer be sent.
    { name: "spam purge", round: tidy(() => purgeSpamRound(db, storage)) },
    { name: "used challenges", round: tidy(() => forgetExpiredChallenges(db)) },
    ...(settings.holidaysFromCalendar ? [{ name: "public holidays", round: () => holidays() }] : []),
    ...(settings.linkCheckAt ? [{ name: "link check", round: dailyLinkCheckRound(db, settings.linkCheckAt) }] : []),
  ];
}

/** `work`, unless it ran less than `ms` ago in this process (a round polled every second that need not be). */
function atMostEvery<T>(ms: number, work: () => Promise<T>): () => Promise<T | null> {
  let lastAt = -Infinity;
  return async () => {
    if (Date.now() - lastAt < ms) return null;
    lastAt = Date.now();
    return work();
  };
}

/** Before the first request: a database with content but no search index yet (just migrated) gets one. */
export async function prepareFeatures(db: Db): Promise<Record<string, number>> {
  return {
    ...((await indexIsEmpty(db)) ? { searchDocuments: await reindexAll(db) } : {}),
    ...((await backOfficeIndexIsEmpty(db)) ? { backOfficeDocuments: await reindexBackOffice(db) } : {}),
  };
}

/** What an operator watches of the background work (server/metrics.ts): the outbox, the mailbox, the schedules. */
export async function operationalFigures(db: Db): Promise<Figure[]> {
  return (
    await Promise.all([outboxFigures(db), mailboxFigures(db), unreadableFigures(db), scheduleFigures(db)])
  ).flat();
}
