import { tableStore } from "../model/store.server.ts";
import { homeEntity } from "./entity.ts";

export const homeStore = tableStore(homeEntity, { table: "home" });
