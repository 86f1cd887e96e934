// Read of the contact page's offices.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { contactsSchema, type Contacts } from "./schema.ts";

export function getContacts(db: Queryable, lang: Lang): Promise<Contacts | null> {
  return selectOne(db, contactsSchema, "select title, description, image1, address from contacts where lang = $1", [
    lang,
  ]);
}
