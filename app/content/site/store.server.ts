import { tableStore } from "../model/store.server.ts";
import { siteEntity } from "./entity.ts";

export const siteStore = tableStore(siteEntity, { table: "site" });
