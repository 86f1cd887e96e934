// What approving a translation saves in its language (reviews.server.ts), as the review panel
// shows it beforehand (ReviewPanel.tsx): one rule for both.
import type { Lang } from "../../i18n/lang.ts";
import type { EntityView } from "../../content/model/view.ts";
import type { Pair } from "../../content/model/values.ts";

/** The language's record as sent, with the fields both languages share as they are now (whatever they were when it was sent). */
export function withSharedNow(
  { record, langs }: Pick<EntityView, "record" | "langs">,
  current: Pair,
  lang: Lang,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const now = current[lang] ?? langs.map((one) => current[one]).find(Boolean) ?? {};
  const shared = record.fields.filter(([, field]) => field.meta.shared).map(([key]) => [key, now[key]]);
  return { ...sent, ...Object.fromEntries(shared) };
}
