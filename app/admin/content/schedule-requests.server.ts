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

/** A language's publication at a set time, asked with a save. */
export interface PublicationAsk {
  lang: Lang;
  action: ScheduledAction;
  dueAt: Date;
}

/**
 * The publications at a set time asked for with a save, one per language: what each does (the
 * opposite of the language's state as sent, which is its saved state) and when; or the first
 * language whose moment is wrong. A language the record does not have is not scheduled.
 */
export function publicationAsked(
  form: FormData,
  value: Pair,
  langs: readonly Lang[],
  now = new Date(),
): { asks: PublicationAsk[] } | { lang: Lang; problem: ScheduleProblem } {
  const asks: PublicationAsk[] = [];
  for (const lang of langs) {
    if (form.get(`publication-${lang}`) !== "at" || !value[lang]) continue;
    const dueAt = phnomPenhMoment(
      String(form.get(`publishDay-${lang}`) ?? ""),
      String(form.get(`publishTime-${lang}`) ?? ""),
    );
    if (!dueAt) return { lang, problem: "when" };
    if (dueAt.getTime() <= now.getTime()) return { lang, problem: "past" };
    asks.push({ lang, action: value[lang].published === true ? "unpublish" : "publish", dueAt });
  }
  return { asks };
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
