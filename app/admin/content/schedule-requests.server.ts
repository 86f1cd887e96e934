// The editor's schedule form: "publish" or "unpublish" at a day and time in Phnom Penh, and
// cancelling one not run yet (schedules.server.ts does the work).
import { redirect } from "react-router";
import type { Lang } from "../../i18n/lang.ts";
import { withLang } from "../../i18n/lang.ts";
import { withNotice } from "../shell/RedirectNotice.tsx";
import type { Db } from "../../../db/client.ts";
import type { AuditActor } from "../staff/audit.server.ts";
import { cancelSchedule, schedule, type ScheduledAction } from "./schedules.server.ts";
import { phnomPenhMoment } from "../../dates/dates.ts";

export type ScheduleProblem = "when" | "past";

/** Answers the schedule form's intents: a redirect with a notice, or the problem to show. */
export async function scheduleRequest(
  form: FormData,
  {
    db,
    entity,
    key,
    lang,
    actor,
    clientIp,
  }: { db: Db; entity: string; key: string; lang: Lang; actor: AuditActor & { id: string }; clientIp: string },
): Promise<Response | { refused: "schedule"; problem: ScheduleProblem }> {
  const back = (notice: "content-scheduled" | "content-schedule-cancelled") =>
    redirect(withNotice(withLang(`/admin/content/${entity}/${key}`, lang), notice));
  if (form.get("intent") === "cancel-schedule") {
    await cancelSchedule(db, { entity, key, id: String(form.get("schedule") ?? "") }, actor, clientIp);
    return back("content-schedule-cancelled");
  }
  const action = form.get("action");
  const dueAt = phnomPenhMoment(String(form.get("day") ?? ""), String(form.get("time") ?? ""));
  if ((action !== "publish" && action !== "unpublish") || !dueAt) return { refused: "schedule", problem: "when" };
  if (dueAt.getTime() <= Date.now()) return { refused: "schedule", problem: "past" };
  await schedule(db, { entity, key, action: action satisfies ScheduledAction, dueAt }, actor, clientIp);
  return back("content-scheduled");
}
