// What the editor's save says of publication (PublicationControl.tsx): kept, changed with the
// save (the record's own "published"), or at a day and time in Phnom Penh; and cancelling a
// schedule not run yet. schedules.server.ts does the work.
import { redirect } from "react-router";
import type { Lang } from "../../i18n/lang.ts";
import { withLang } from "../../i18n/lang.ts";
import { withNotice } from "../kit/notices.ts";
import type { Db } from "../../../db/client.ts";
import type { AuditActor } from "../staff/audit.server.ts";
import { cancelSchedule, type ScheduledAction } from "./schedules.server.ts";
import { phnomPenhMoment } from "../../i18n/dates.ts";
import type { Pair } from "../../content/model/values.ts";

export type ScheduleProblem = "when" | "past";

/**
 * A publication at a set time asked for with a save: what it does (the opposite of the record's
 * state as sent, which is its saved state) and when; a problem with the moment; or null (none).
 */
export function publicationAsked(
  form: FormData,
  value: Pair,
  now = new Date(),
): { action: ScheduledAction; dueAt: Date } | { problem: ScheduleProblem } | null {
  if (form.get("publication") !== "at") return null;
  const dueAt = phnomPenhMoment(String(form.get("publishDay") ?? ""), String(form.get("publishTime") ?? ""));
  if (!dueAt) return { problem: "when" };
  if (dueAt.getTime() <= now.getTime()) return { problem: "past" };
  const published = value.en?.published === true || value.km?.published === true;
  return { action: published ? "unpublish" : "publish", dueAt };
}

/** Cancels a schedule of the record, back to the editor with a notice. */
export async function cancelRequest(
  form: FormData,
  {
    db,
    entity,
    key,
    lang,
    actor,
    clientIp,
  }: { db: Db; entity: string; key: string; lang: Lang; actor: AuditActor & { id: string }; clientIp: string },
): Promise<Response> {
  await cancelSchedule(db, { entity, key, id: String(form.get("schedule") ?? "") }, actor, clientIp);
  return redirect(withNotice(withLang(`/admin/content/${entity}/${key}`, lang), "content-schedule-cancelled"));
}
