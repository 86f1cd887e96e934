import { defineArea } from "../model/area.ts";
import { visionEntity, clientsEntity } from "./entity.ts";
import { visionStore, clientsStore } from "./store.server.ts";

export const visionArea = defineArea({
  name: "vision",
  entities: [
    { definition: visionEntity, store: visionStore },
    { definition: clientsEntity, store: clientsStore },
  ],
  tables: [
    { table: "clients", page: { en: "Home page", km: "ទំព័រដើម" }, href: "'/'" },
    { table: "visions", page: { en: "Vision, mission and values", km: "ចក្ខុវិស័យ បេសកកម្ម និងគុណតម្លៃ" }, href: "'/vision'" },
  ],
});
