import { defineArea, pageHref } from "../model/area.ts";
import { complaintEntity } from "./entity.ts";
import { complaintStore } from "./store.server.ts";

export const complaintArea = defineArea({
  name: "complaint",
  entities: [{ definition: complaintEntity, store: complaintStore }],
  tables: [{ table: "complaint", page: { en: "Complaints", km: "បណ្តឹងតវ៉ា" }, href: pageHref(complaintEntity) }],
});
