// Bulk actions on a collection's items (issue 45): publish, unpublish, schedule or delete the
// items an editor ticked, each through the same save (saveRecordIn) or schedule as one by one, in
// a transaction of its own, so that each has its revision and audit entry and one refusal leaves
// the others done. What is refused is named with its reason.
import type { Db } from "../../../db/client.ts";
import type { Editable } from "../../content/model/area.ts";
import type { AuditActor } from "../staff/audit.server.ts";
import { saveRecordIn, versionOf } from "./save.server.ts";
import { loadSaved, readUnfinished } from "./unfinished.server.ts";
import { schedule } from "./schedules.server.ts";
import type { Pair } from "../../content/model/values.ts";

export const bulkContentActions = ["publish", "unpublish", "schedule", "remove"] as const;
export type BulkContentAction = (typeof bulkContentActions)[number];

/** Why an item was left as it was. */
type BulkContentRefusal = "gone" | "unfinished" | "incomplete" | "inUse";

export interface BulkContentOutcome {
  done: number;
  unchanged: number;
  refused: { key: string; why: BulkContentRefusal }[];
}

const withPublished = (value: Pair, published: boolean): Pair => ({
  en: value.en ? { ...value.en, published } : null,
  km: value.km ? { ...value.km, published } : null,
});

const isPublished = (value: Pair) => value.en?.published === true || value.km?.published === true;

export async function applyToItems(
  db: Db,
  editable: Editable,
  request: { keys: string[]; action: BulkContentAction; dueAt?: Date },
  actor: AuditActor & { id: string },
  clientIp: string,
): Promise<BulkContentOutcome> {
  const { definition } = editable;
  const outcome: BulkContentOutcome = { done: 0, unchanged: 0, refused: [] };
  for (const key of new Set(request.keys)) {
    const result = await db.transaction(async (tx): Promise<"done" | "unchanged" | BulkContentRefusal> => {
      const current = await loadSaved(tx, editable, key);
      if (!current) return "gone";
      const unfinished = (await readUnfinished(tx, definition.name, key)) !== null;
      if (request.action === "schedule") {
        if (unfinished) return "unfinished";
        const action = isPublished(current) ? "unpublish" : "publish";
        await schedule(tx, { entity: definition.name, key, action, dueAt: request.dueAt! }, actor, clientIp);
        return "done";
      }
      if (request.action === "publish" && unfinished) return "unfinished";
      const saved = await saveRecordIn(tx, editable, {
        key,
        value:
          request.action === "remove" ? { en: null, km: null } : withPublished(current, request.action === "publish"),
        base: versionOf(current),
        remove: request.action === "remove",
        actor,
        clientIp,
      });
      switch (saved.status) {
        case "saved":
          return "done";
        case "unchanged":
          return "unchanged";
        case "missing":
        case "stale":
          return "gone";
        case "invalid":
          // A removal refused by the store (an author still named), or an item that cannot be published.
          return request.action === "remove" ? "inUse" : "incomplete";
      }
    });
    if (result === "done") outcome.done++;
    else if (result === "unchanged") outcome.unchanged++;
    else outcome.refused.push({ key, why: result });
  }
  return outcome;
}
