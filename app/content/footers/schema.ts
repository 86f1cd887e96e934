// The footer of every page (spec: table footers): the social links, three columns of links inside
// the site and the copyright line. The columns' links are paths of this site (the footer links
// them in the visitor's language).
import { z } from "../../validation/zod.ts";
import { describe, optionalUrl, pagePath, text } from "../model/fields.ts";

const footerLinkSchema = z.object({
  label: text({ label: { en: "Label", km: "ស្លាក" } }),
  slug: pagePath({
    label: { en: "Page", km: "ទំព័រ" },
    hint: { en: "A path of this site, like /claims.", km: "ផ្លូវនៃគេហទំព័រនេះ ដូចជា /claims។" },
  }),
});

const linkColumn = (label: { en: string; km: string }) =>
  describe(
    z.object({
      title: text({ label: { en: "Heading", km: "ចំណងជើង" } }),
      items: describe(z.array(footerLinkSchema), {
        label: { en: "Links", km: "តំណ" },
        itemLabel: { en: "Link", km: "តំណ" },
      }),
    }),
    { label },
  );

export const footerSchema = z.object({
  facebook: optionalUrl({ label: { en: "Facebook page", km: "ទំព័រ Facebook" } }),
  linkedin: optionalUrl({ label: { en: "LinkedIn page", km: "ទំព័រ LinkedIn" } }),
  youtube: optionalUrl({ label: { en: "YouTube channel", km: "ឆានែល YouTube" } }),
  solutions: linkColumn({ en: "Column “Solutions”", km: "ជួរឈរ «ដំណោះស្រាយ»" }),
  supports: linkColumn({ en: "Column “Supports”", km: "ជួរឈរ «ជំនួយ»" }),
  company: linkColumn({ en: "Column “Company”", km: "ជួរឈរ «ក្រុមហ៊ុន»" }),
  copyright: text({ label: { en: "Copyright line", km: "បន្ទាត់រក្សាសិទ្ធិ" } }),
});
export type Footer = z.infer<typeof footerSchema>;
export type LinkColumn = Footer["solutions"];
