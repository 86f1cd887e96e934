// Read of the complaint page (its contact card and downloadable forms) and the forms' matrix.
import type { Queryable } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import { selectOne } from "../query.server.ts";
import { complaintSchema, type ComplaintPage } from "./schema.ts";

export function getComplaint(db: Queryable, lang: Lang): Promise<ComplaintPage | null> {
  return selectOne(db, complaintSchema, "select * from complaint where lang = $1", [lang]);
}

/** A downloadable form in one language; url null: no file (the page then links to "/"). */
export interface ComplaintFormLink {
  label: string;
  url: string | null;
}

interface ComplaintFormType {
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
export function complaintForms(complaint: ComplaintPage): ComplaintCategory[] {
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
