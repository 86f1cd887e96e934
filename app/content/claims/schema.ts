// The claims page (/claims, spec: table claims): its banner and text, and the four claims teams,
// each with its contact lines and one or two claim forms (a document of the library or a link).
import { z } from "../../validation/zod.ts";
import { describe, image, longText, text, url, type Bilingual } from "../model/fields.ts";
import { claimGroupLabels, claimGroups, type ClaimGroupKey } from "./groups.ts";

const labelValue = (label: Bilingual, valueLabel: Bilingual, widget?: "email") =>
  describe(
    z.object({
      label: text({ label: { en: "Label", km: "ស្លាក" } }),
      value: text({ label: valueLabel, ...(widget ? { widget } : {}) }),
    }),
    { label },
  );

const claimForm = () =>
  z.object({
    title: text({ label: { en: "Form name", km: "ឈ្មោះពាក្យស្នើសុំ" } }),
    label: text({ label: { en: "Link text", km: "អត្ថបទតំណ" } }),
    url: url({
      label: { en: "File or link", km: "ឯកសារ ឬតំណ" },
      hint: {
        en: "A document of the media library (/media/…) or a web address.",
        km: "ឯកសារពីបណ្ណាល័យមេឌៀ (/media/…) ឬអាសយដ្ឋានគេហទំព័រ។",
      },
    }),
  });

export const claimGroupSchema = z.object({
  title: text({ label: { en: "Team name", km: "ឈ្មោះក្រុម" } }),
  email: labelValue({ en: "E-mail", km: "អ៊ីមែល" }, { en: "E-mail address", km: "អាសយដ្ឋានអ៊ីមែល" }, "email"),
  helpline: labelValue({ en: "Helpline", km: "ខ្សែទូរស័ព្ទជំនួយ" }, { en: "Helpline number", km: "លេខខ្សែទូរស័ព្ទជំនួយ" }),
  tel: labelValue({ en: "Telephone", km: "ទូរស័ព្ទ" }, { en: "Telephone number", km: "លេខទូរស័ព្ទ" }),
  cf1: describe(claimForm(), { label: { en: "Claim form", km: "ពាក្យស្នើសុំសំណង" } }),
  cf2: describe(claimForm().nullish(), { label: { en: "Second claim form", km: "ពាក្យស្នើសុំសំណងទីពីរ" } }),
});
export type ClaimGroup = z.infer<typeof claimGroupSchema>;
export type FormLink = ClaimGroup["cf1"];

export const claimsSchema = z.object({
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  title: text(),
  description: longText(),
  ...(Object.fromEntries(
    claimGroups.map((key) => [key, describe(claimGroupSchema.clone(), { label: claimGroupLabels[key] })]),
  ) as Record<ClaimGroupKey, typeof claimGroupSchema>),
});
export type Claims = z.infer<typeof claimsSchema>;
