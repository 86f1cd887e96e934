// Vision, mission and values (/vision) and the client logos of its marquee (spec: tables visions, clients).
import { z } from "../../validation/zod.ts";
import { describe, image, longText, optionalUrl, paragraphs, text } from "../model/fields.ts";

const labelled = () => ({
  label: text({ label: { en: "Heading", km: "ចំណងជើង" } }),
  description: longText({ label: { en: "Text", km: "អត្ថបទ" } }),
});

export const visionSchema = z.object({
  title: text(),
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  description: paragraphs({
    label: { en: "Introduction", km: "សេចក្តីផ្តើម" },
    itemLabel: { en: "Paragraph", km: "កថាខណ្ឌ" },
  }),
  vmc: describe(
    z.array(
      z.object({
        ...labelled(),
        list: describe(z.array(z.object(labelled())), {
          label: { en: "Points", km: "ចំណុច" },
          itemLabel: { en: "Point", km: "ចំណុច" },
        }),
      }),
    ),
    {
      label: { en: "Vision, mission and values", km: "ចក្ខុវិស័យ បេសកកម្ម និងគុណតម្លៃ" },
      itemLabel: { en: "Section", km: "ផ្នែក" },
    },
  ),
});

export const clientSchema = z.object({
  image: image({ label: { en: "Logo", km: "ស្លាកសញ្ញា" }, fromImage: { alt: "alt" } }),
  alt: text({ label: { en: "Company name (alt text)", km: "ឈ្មោះក្រុមហ៊ុន (អត្ថបទជំនួស)" } }),
  href: optionalUrl({ label: { en: "Link", km: "តំណ" } }),
});

export const clientsSchema = z.object({
  clients: describe(z.array(clientSchema), {
    label: { en: "Clients", km: "អតិថិជន" },
    itemLabel: { en: "Client", km: "អតិថិជន" },
  }),
});
