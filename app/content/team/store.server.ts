import { tableStore } from "../model/store.server.ts";
import { teamEntity } from "./entity.ts";

/** The page's row per language, its members rows of their own in order. */
export const teamStore = tableStore(teamEntity, { table: "teams", children: [{ field: "members", table: "members" }] });
