import { tableStore } from "../model/store.server.ts";
import { footerEntity } from "./entity.ts";

export const footerStore = tableStore(footerEntity, { table: "footers" });
