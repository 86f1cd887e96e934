// Service pages: claims, panel clinics and garages, complaint, contacts and FAQ (SPEC §3, §7).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { draftTitles, linkUrl, selectOne, shown } from "./query.server.ts";

// ---------- Claims ----------

const labelValueSchema = z.object({ label: z.string(), value: z.string() });
const formLinkSchema = z.object({ title: z.string(), label: z.string(), url: linkUrl });
export type FormLink = z.infer<typeof formLinkSchema>;

const claimGroupSchema = z.object({
  title: z.string(),
  email: labelValueSchema,
  helpline: labelValueSchema,
  tel: labelValueSchema,
  cf1: formLinkSchema,
  cf2: formLinkSchema.nullish(),
});
export type ClaimGroup = z.infer<typeof claimGroupSchema>;

/** The four contact cards of /claims, in the order the page shows them. */
export const claimGroups = ["medical", "property", "motor_vehicle", "travel_other"] as const;

const claimsSchema = z.object({
  image1: z.string(),
  title: z.string(),
  description: z.string(),
  medical: claimGroupSchema,
  property: claimGroupSchema,
  motor_vehicle: claimGroupSchema,
  travel_other: claimGroupSchema,
});
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

const qaaSchema = z.object({
  label: z.string(),
  description: z.object({ content: z.string(), list: z.array(z.string()).nullish() }),
});
export type Qaa = z.infer<typeof qaaSchema>;

const panelSchema = z.object({
  id: z.number(),
  title: z.string(),
  lat: z.number(),
  lng: z.number(),
  description: z.string().nullable(),
  map_link: linkUrl,
  orders: z.number(),
});
export type Panel = z.infer<typeof panelSchema>;

const panelPageSchema = z.object({
  image1: z.string(),
  title: z.string(),
  subtitle: z.string(),
  subtitle1: z.string(),
  qaa: z.array(qaaSchema),
  panels: z.array(panelSchema),
  drafts: z.array(z.string()),
});
export type PanelPage = z.infer<typeof panelPageSchema>;

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
    panelPageSchema,
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

const complaintSchema = z.object({
  image1: z.string(),
  image2: z.string(),
  title: z.string(),
  description: z.string(),
  title1: z.string(),
  description1: z.string(),
  title2: z.string(),
  description2: z.string(),
  email: z.string(),
  phone: z.string(),
  phone2: z.string(),
  download_form_text: z.string(),
  category1: z.string(),
  category2: z.string(),
  form_type1: z.string(),
  form_type2: z.string(),
  english: z.string(),
  khmer: z.string(),
  form1_url: linkUrl,
  form2_url: linkUrl,
  form3_url: linkUrl,
  form4_url: linkUrl,
  kh_form1_url: linkUrl,
  kh_form2_url: linkUrl,
  kh_form3_url: linkUrl,
  kh_form4_url: linkUrl,
  send_us_a_message: z.string(),
  name_label: z.string(),
  email_label: z.string(),
  phone_number_label: z.string(),
  company_name_label: z.string(),
  upload_label: z.string(),
  your_message_label: z.string(),
  button_label: z.string(),
});
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

const officeSchema = z.object({
  label: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullish(),
});
export type Office = z.infer<typeof officeSchema>;

const contactsSchema = z.object({
  title: z.string(),
  description: z.string(),
  image1: z.string(),
  address: z.array(officeSchema),
});
export type Contacts = z.infer<typeof contactsSchema>;

export function getContacts(db: Queryable, lang: Lang): Promise<Contacts | null> {
  return selectOne(db, contactsSchema, "select title, description, image1, address from contacts where lang = $1", [lang]);
}

// ---------- FAQ ----------

const faqDetailSchema = z.object({ id: z.number(), question: z.string(), answer: z.string(), orders: z.number() });
export type FaqDetail = z.infer<typeof faqDetailSchema>;

const faqSchema = z.object({
  title1: z.string(),
  subtitle: z.string(),
  image1: z.string(),
  faq_details: z.array(faqDetailSchema),
  drafts: z.array(z.string()),
});
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
