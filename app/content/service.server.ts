// Service pages: claims, panel clinics and garages, complaint, contacts and FAQ (SPEC §3, §7).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { draftTitles, selectOne, shown } from "./query.server.ts";
import { claimGroups } from "./claims/groups.ts";
import { claimsSchema, type ClaimGroup } from "./claims/schema.ts";
import { complaintSchema } from "./complaint/schema.ts";
import { contactsSchema } from "./contacts/schema.ts";
import { faqItemSchema, faqPageSchema } from "./faq/schema.ts";
import { panelPageSchema, panelSchema } from "./panels/schema.ts";

// ---------- Claims ----------

// The schemas are the editor's (app/content/<area>/schema.ts), extended with what a read adds.
export type { ClaimGroup } from "./claims/schema.ts";
export type FormLink = ClaimGroup["cf1"];

/** The four contact cards of /claims, in the order the page shows them. */
export { claimGroups };

export type Claims = z.infer<typeof claimsSchema>;

export function getClaims(db: Queryable, lang: Lang): Promise<Claims | null> {
  return selectOne(
    db,
    claimsSchema,
    "select image1, title, description, medical, property, motor_vehicle, travel_other from claims where lang = $1",
    [lang],
  );
}

// ---------- Panel clinics and garages ----------

export const panelKinds = ["clinics", "garages"] as const;
export type PanelKind = (typeof panelKinds)[number];

export type { Qaa } from "./panels/schema.ts";

const panelReadSchema = panelSchema.omit({ published: true }).extend({ id: z.number(), orders: z.number() });
export type Panel = z.infer<typeof panelReadSchema>;

// `drafts`: the titles of unpublished panels, in a staff member's preview.
const panelPageReadSchema = panelPageSchema.extend({ panels: z.array(panelReadSchema), drafts: z.array(z.string()) });
export type PanelPage = z.infer<typeof panelPageReadSchema>;

// Fixed table names per kind: never taken from the request.
const panelTables = {
  clinics: { page: "clinics", panel: "clinic_panel" },
  garages: { page: "garages", panel: "garage_panel" },
} as const satisfies Record<PanelKind, { page: string; panel: string }>;

/** The page of /clinics or /garages with its panels ordered by `orders`; `preview`: unpublished ones too, named in `drafts`. */
export function getPanelPage(db: Queryable, lang: Lang, kind: PanelKind, preview = false): Promise<PanelPage | null> {
  const { page, panel } = panelTables[kind];
  return selectOne(
    db,
    panelPageReadSchema,
    `select p.image1, p.title, p.subtitle, p.subtitle1, p.qaa,
       coalesce((select json_agg(json_build_object(
                  'id', x.id, 'title', x.title, 'lat', x.lat, 'lng', x.lng,
                  'description', x.description, 'map_link', x.map_link, 'orders', x.orders)
                  order by x.orders, x.id)
                 from ${panel} x where x.lang = p.lang and ${shown("x", "$2")}), '[]'::json) as panels,
       ${draftTitles("x", "x.title order by x.orders, x.id", `${panel} x where x.lang = p.lang`, "$2")} as drafts
     from ${page} p where p.lang = $1`,
    [lang, preview],
  );
}

// ---------- Complaint ----------

export type Complaint = z.infer<typeof complaintSchema>;

export function getComplaint(db: Queryable, lang: Lang): Promise<Complaint | null> {
  return selectOne(db, complaintSchema, "select * from complaint where lang = $1", [lang]);
}

/** A downloadable form in one language; url null: no file (the page then links to "/"). */
export interface ComplaintFormLink {
  label: string;
  url: string | null;
}

export interface ComplaintFormType {
  type: string;
  khmer: ComplaintFormLink;
  english: ComplaintFormLink;
}

export interface ComplaintCategory {
  category: string;
  forms: ComplaintFormType[];
}

/**
 * The download matrix of the complaint card: category1 offers forms 1 and 2, category2
 * forms 3 and 4; each as form type 1 and form type 2, in Khmer (kh_formN_url) and English (formN_url).
 */
export function complaintForms(complaint: Complaint): ComplaintCategory[] {
  const urls = {
    1: [complaint.form1_url, complaint.kh_form1_url],
    2: [complaint.form2_url, complaint.kh_form2_url],
    3: [complaint.form3_url, complaint.kh_form3_url],
    4: [complaint.form4_url, complaint.kh_form4_url],
  } as const;
  const formType = (type: string, n: keyof typeof urls): ComplaintFormType => ({
    type,
    khmer: { label: complaint.khmer, url: urls[n][1] },
    english: { label: complaint.english, url: urls[n][0] },
  });
  return [
    { category: complaint.category1, forms: [formType(complaint.form_type1, 1), formType(complaint.form_type2, 2)] },
    { category: complaint.category2, forms: [formType(complaint.form_type1, 3), formType(complaint.form_type2, 4)] },
  ];
}

// ---------- Contacts ----------

export type { Office } from "./contacts/schema.ts";
export type Contacts = z.infer<typeof contactsSchema>;

export function getContacts(db: Queryable, lang: Lang): Promise<Contacts | null> {
  return selectOne(db, contactsSchema, "select title, description, image1, address from contacts where lang = $1", [lang]);
}

// ---------- FAQ ----------

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
