import { tableStore } from "../model/store.server.ts";
import { clientsEntity, visionEntity } from "./entity.ts";

export const visionStore = tableStore(visionEntity, { table: "visions" });

/** The marquee's logos are rows of their own, one list per language. */
export const clientsStore = tableStore(clientsEntity, {
  table: "visions",
  children: [{ field: "clients", table: "clients" }],
});
