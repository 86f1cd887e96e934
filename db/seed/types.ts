// Row shapes of the demo content, one per table of db/migrations/0001_content_schema.sql.
// Column names match the table's; JSONB columns hold the nested shapes of the content model.
// `id` columns are never given: rows are matched on their natural key (see ./tables.ts).

import type { z } from "zod";
import type { PrivacyPolicy } from "../../app/content/privacy-policy/schema.ts";
import type { ProductClass, ProductClassPage } from "../../app/content/product-classes/schema.ts";
import type { siteLinksSchema } from "../../app/content/site-links/schema.ts";

export type Lang = "en" | "km";

interface LinkItem {
  label: string;
  slug: string;
}
export interface LinkColumn {
  title: string;
  items: LinkItem[];
}
interface LabelValue {
  label: string;
  value: string;
}
interface FormLink {
  title: string;
  label: string;
  url: string;
}
interface TitledList {
  title: string;
  data: string[];
}
interface TitledItems {
  title: string;
  items: { title: string; description: string }[];
}
interface SlideImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  href?: string;
}

export type QaAnswer =
  | { type: "text"; data: string }
  | { type: "list"; data: string[] } // bulleted list
  | { type: "listi"; data: string[] }; // numbered list

export interface SiteRow {
  company_name: string;
  short_name: string;
  meta_description: string;
  logo_light: string;
  logo_white: string;
}
interface MenuItemRow {
  slug: string;
  parent_slug: string | null;
  title: string;
  icon: string | null;
  short_description: string | null;
  orders: number;
}
interface FooterRow {
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  solutions: LinkColumn;
  supports: LinkColumn;
  company: LinkColumn;
  copyright: string;
}
interface ViewMenuRow {
  slug: string;
  title: string;
  description: string;
  image: string;
}
interface MenuRow {
  slug: string;
  title: string;
  title2: string | null;
  description: string[];
  qaas: { id: number; question: string; answer: QaAnswer }[];
  quotation_url: string | null;
}
interface MenuImageRow {
  menu_slug: string;
  src: string;
  alt: string;
  orders: number;
}
interface HomeRow {
  images: SlideImage[];
  accident: {
    title: string;
    description: string;
    link_label: string;
    teams: Record<"motor_vehicle" | "medical" | "property" | "travel_other", boolean>;
  };
  images2: SlideImage[];
  corporate_title: string;
  corporate_description: string;
  personal_title: string;
  personal_description: string;
  why_title: string;
  why_image: string;
  why_description: { content: string; list: string[] };
  testimonails: { img: string; description: string; name: string; position: string }[];
}
interface CareersRow {
  image1: string;
  values: TitledItems;
  benefits: TitledItems;
  subtitle: string;
}
interface CareerDetailRow {
  slug: string;
  position: string;
  department: string;
  type: string;
  close_date: string; // YYYY-MM-DD
  location: string;
  orders: number;
  description: string[];
  responsibilities: TitledList;
  requirements: TitledList;
  note: string;
  email: string;
  metadata: { reportTo?: LabelValue };
}
interface ClaimGroup {
  title: string;
  email: LabelValue;
  helpline: LabelValue;
  tel: LabelValue;
  cf1: FormLink;
  cf2?: FormLink;
}
interface ClaimsRow {
  image1: string;
  title: string;
  description: string;
  medical: ClaimGroup;
  property: ClaimGroup;
  motor_vehicle: ClaimGroup;
  travel_other: ClaimGroup;
}
interface QaaItem {
  label: string;
  description: { content: string; list?: string[] };
}
interface PanelPageRow {
  image1: string;
  title: string;
  subtitle: string;
  subtitle1: string;
  qaa: QaaItem[];
}
interface PanelRow {
  title: string;
  province: string;
  lat: number;
  lng: number;
  description: string | null;
  phone: string | null;
  hours: string | null;
  map_link: string | null;
  orders: number;
}
interface ComplaintRow {
  image1: string;
  image2: string;
  title: string;
  description: string;
  title1: string;
  description1: string;
  title2: string;
  description2: string;
  email: string;
  phone: string;
  phone2: string;
  download_form_text: string;
  category1: string;
  category2: string;
  form_type1: string;
  form_type2: string;
  english: string;
  khmer: string;
  form1_url: string | null;
  form2_url: string | null;
  form3_url: string | null;
  form4_url: string | null;
  kh_form1_url: string | null;
  kh_form2_url: string | null;
  kh_form3_url: string | null;
  kh_form4_url: string | null;
  send_us_a_message: string;
  name_label: string;
  email_label: string;
  phone_number_label: string;
  company_name_label: string;
  upload_label: string;
  your_message_label: string;
  button_label: string;
}
interface ContactsRow {
  title: string;
  description: string;
  image1: string;
  address: { label: string; address: string; phone: string; email?: string }[];
}
interface PageHeadRow {
  title: string;
  description: string;
  image1: string;
} // csrs, newsletters, teams, videos
interface CsrDetailRow {
  title: string;
  src: string;
  width: number;
  height: number;
  orders: number;
}
interface FaqsRow {
  title1: string;
  subtitle: string;
  image1: string;
}
interface FaqDetailRow {
  question: string;
  answer: string;
  orders: number;
}
interface ProfileRow {
  handle: string;
  display_name: string;
  avatar_url: string | null;
}
interface NewsletterDetailRow {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  description: ({ type: "text"; data: string } | { type: "list"; data: string[] })[];
  image1: string;
  created_at: string; // ISO timestamp
  attachfile: { title: string; url: string } | null;
  author_handle: string | null;
}
interface PhotosRow {
  id: 1;
  image1: string;
}
interface PhotoDetailRow {
  title: string;
  src: string;
  width: number;
  height: number;
  created_at: string;
}
interface MemberRow {
  name: string;
  position: string;
  image: string;
  bio: string;
  orders: number;
}
interface VideoDetailRow {
  youtube_id: string | null;
  youtube_title: string;
  orders: number;
}
interface ClientRow {
  image: string;
  alt: string;
  href: string | null;
  orders: number;
}
interface VisionsRow {
  title: string;
  image1: string;
  description: string[];
  vmc: { label: string; description: string; list: { label: string; description: string }[] }[];
}

// Areas moved out of code in issue 23: the rows are their schemas' records (app/content/<area>/schema.ts).
export type ProductClassPageRow = ProductClassPage;
export type ProductClassRow = ProductClass;
export type PrivacyPolicyRow = PrivacyPolicy;
/** The one row of site_links: only its key is seeded, so every address is the environment's until edited. */
type SiteLinksRow = { id: true } & Partial<z.input<typeof siteLinksSchema>>;

/** All demo content of one language. */
export interface LangContent {
  site: SiteRow;
  menu_items: MenuItemRow[];
  footers: FooterRow;
  view_menus: ViewMenuRow[];
  menus: MenuRow[];
  menu_images: MenuImageRow[];
  home: HomeRow;
  careers: CareersRow;
  career_details: CareerDetailRow[];
  claims: ClaimsRow;
  clinics: PanelPageRow;
  clinic_panel: PanelRow[];
  garages: PanelPageRow;
  garage_panel: PanelRow[];
  complaint: ComplaintRow;
  contacts: ContactsRow;
  csrs: PageHeadRow;
  csr_details: CsrDetailRow[];
  faqs: FaqsRow;
  faq_details: FaqDetailRow[];
  newsletters: PageHeadRow;
  newsletter_details: NewsletterDetailRow[];
  teams: PageHeadRow;
  members: MemberRow[];
  videos: PageHeadRow;
  video_details: VideoDetailRow[];
  clients: ClientRow[];
  visions: VisionsRow;
  product_class_pages: ProductClassPageRow[];
  product_classes: ProductClassRow[];
  privacy_policies: PrivacyPolicyRow;
}

/** Content without a language. */
export interface SharedContent {
  profiles: ProfileRow[];
  photos: PhotosRow;
  photo_details: PhotoDetailRow[];
  site_links: SiteLinksRow;
}
