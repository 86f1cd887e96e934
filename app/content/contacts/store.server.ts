import { tableStore } from "../model/store.server.ts";
import { contactsEntity } from "./entity.ts";

export const contactsStore = tableStore(contactsEntity, { table: "contacts" });
