// The home page, from the spec's remote function get_home(l).
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { menuChildSchema } from "../menus/read.server.ts";
import { callJson } from "../query.server.ts";
import { homeRecordSchema } from "./schema.ts";

// The editor's schema as get_home shapes it: each section's heading and text with its products
// from the menu.
const record = homeRecordSchema.shape;
const productSectionSchema = (title: typeof record.corporate_title, description: typeof record.corporate_description) =>
  z.object({ title, description, children: z.array(menuChildSchema) });
export type ProductSection = z.infer<ReturnType<typeof productSectionSchema>>;

const homeSchema = homeRecordSchema
  .omit({ corporate_title: true, corporate_description: true, personal_title: true, personal_description: true })
  .extend({
    id: z.number(),
    corporate: productSectionSchema(record.corporate_title, record.corporate_description),
    personal: productSectionSchema(record.personal_title, record.personal_description),
  });
export type Home = z.infer<typeof homeSchema>;

export function getHome(db: Queryable, lang: Lang): Promise<Home | null> {
  return callJson(db, homeSchema.nullable(), "get_home", lang);
}
