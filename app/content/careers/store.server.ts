import { pathKeyed } from "../model/keyed.server.ts";
import { tableStore } from "../model/store.server.ts";
import { employmentKindOf, employmentWords, type EmploymentKind } from "./employment.ts";
import { careersEntity, positionsEntity } from "./entity.ts";

export const careersStore = tableStore(careersEntity, { table: "careers" });

/**
 * Positions are rows of career_details keyed by their path ("/careers/claims-officer"); the
 * type is stored as each language's word ("Full-time", "ពេញម៉ោង") and edited as one choice
 * for both (a word no kind has is shown as it is, and refused until a kind is chosen).
 */
export const positionsStore = pathKeyed(
  tableStore(positionsEntity, { table: "career_details", keyColumn: "slug", listOrder: "orders, id" }),
  {
    field: "slug",
    prefix: "/careers/",
    read: (record) => ({ ...record, type: employmentKindOf(String(record.type)) ?? record.type }),
    write: (record, lang) => ({
      ...record,
      type: employmentWords[record.type as EmploymentKind]?.[lang] ?? record.type,
    }),
  },
);
