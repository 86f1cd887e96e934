import { tableStore } from "../model/store.server.ts";
import { claimsEntity } from "./entity.ts";

/** One row per language; each team is a JSON column of its own. */
export const claimsStore = tableStore(claimsEntity, { table: "claims" });
