import { defineArea, pageHref } from "../model/area.ts";
import { contactsEntity } from "./entity.ts";
import { contactsStore } from "./store.server.ts";

export const contactsArea = defineArea({
  name: "contacts",
  entities: [{ definition: contactsEntity, store: contactsStore }],
  tables: [{ table: "contacts", page: { en: "Contact", km: "ទំនាក់ទំនង" }, href: pageHref(contactsEntity) }],
});
