import { tableStore } from "../model/store.server.ts";
import { complaintEntity } from "./entity.ts";

export const complaintStore = tableStore(complaintEntity, { table: "complaint" });
