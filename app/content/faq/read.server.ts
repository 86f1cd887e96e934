// Read of the FAQ page with its questions.
import { z } from "zod";
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { draftTitles, selectOne, shown } from "../query.server.ts";
import { faqItemSchema, faqPageSchema } from "./schema.ts";

const faqDetailSchema = faqItemSchema.omit({ published: true }).extend({ id: z.number(), orders: z.number() });
export type FaqDetail = z.infer<typeof faqDetailSchema>;

const faqSchema = faqPageSchema.extend({ faq_details: z.array(faqDetailSchema), drafts: z.array(z.string()) });
export type Faq = z.infer<typeof faqSchema>;

/** The FAQ page with its questions ordered by `orders`; `preview`: unpublished ones too, named in `drafts`. */
export function getFaq(db: Queryable, lang: Lang, preview = false): Promise<Faq | null> {
  return selectOne(
    db,
    faqSchema,
    `select f.title1, f.subtitle, f.image1,
       coalesce((select json_agg(json_build_object('id', d.id, 'question', d.question, 'answer', d.answer, 'orders', d.orders)
                  order by d.orders, d.id)
                 from faq_details d where d.lang = f.lang and ${shown("d", "$2")}), '[]'::json) as faq_details,
       ${draftTitles("d", "d.question order by d.orders, d.id", "faq_details d where d.lang = f.lang", "$2")} as drafts
     from faqs f where f.lang = $1`,
    [lang, preview],
  );
}
