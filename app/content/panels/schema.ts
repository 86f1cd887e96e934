// The pages of the panel clinics (/clinics) and garages (/garages) with their panels (tables
// clinics, garages, clinic_panel, garage_panel): one shape for both. A panel's position is one
// value for both languages, typed or picked on the map (the `position` of the panel's meta).
import { z } from "../../validation/zod.ts";
import { provinceCodes, provinces } from "./provinces.ts";
import {
  describe,
  image,
  latitude,
  longText,
  longitude,
  optionalPhone,
  optionalText,
  optionalUrl,
  points,
  published,
  text,
} from "../model/fields.ts";

const qaaSchema = z.object({
  label: text({ label: { en: "Question", km: "សំណួរ" } }),
  description: describe(
    z.object({
      content: longText({ label: { en: "Answer", km: "ចម្លើយ" } }),
      list: describe(points({}, {}).nullish(), {
        label: { en: "Points (optional)", km: "ចំណុច (មិនចាំបាច់)" },
        itemLabel: { en: "Point", km: "ចំណុច" },
      }),
    }),
    { label: { en: "Answer", km: "ចម្លើយ" } },
  ),
});
export type Qaa = z.infer<typeof qaaSchema>;

export const panelSchema = describe(
  z.object({
    title: text({ label: { en: "Name", km: "ឈ្មោះ" } }),
    province: describe(z.enum(provinceCodes, "required"), {
      shared: true,
      label: { en: "Province", km: "ខេត្ត" },
      hint: {
        en: "Visitors without a map narrow the list by province.",
        km: "អ្នកទស្សនាដែលគ្មានផែនទី ជ្រើសរើសបញ្ជីតាមខេត្ត។",
      },
      options: Object.fromEntries(Object.entries(provinces).map(([code, { name }]) => [code, name])),
    }),
    lat: latitude(),
    lng: longitude(),
    description: optionalText({
      widget: "long",
      label: { en: "Address", km: "អាសយដ្ឋាន" },
      hint: { en: "Empty: the map shows “NA”.", km: "ទទេ៖ ផែនទីបង្ហាញ “NA”។" },
    }),
    phone: optionalPhone({
      shared: true,
      label: { en: "Phone (optional)", km: "ទូរស័ព្ទ (មិនចាំបាច់)" },
      hint: {
        en: "One number: visitors get a Call button.",
        km: "លេខមួយ៖ អ្នកទស្សនាទទួលបានប៊ូតុង ហៅ។",
      },
    }),
    hours: optionalText({
      label: { en: "Opening hours (optional)", km: "ម៉ោងបើក (មិនចាំបាច់)" },
      hint: {
        en: "As visitors should read it: “Mon–Sat 8:00–17:00”, “24/7”.",
        km: "ដូចដែលអ្នកទស្សនាគួរអាន៖ «ច័ន្ទ–សៅរ៍ ៨:០០–១៧:០០», «២៤/៧»។",
      },
    }),
    map_link: optionalUrl({
      label: { en: "Map link", km: "តំណផែនទី" },
      hint: {
        en: "A Google Maps, OpenStreetMap or Apple Maps address (optional).",
        km: "អាសយដ្ឋាន Google Maps, OpenStreetMap ឬ Apple Maps (មិនចាំបាច់)។",
      },
    }),
    published: published(),
  }),
  { position: { lat: "lat", lng: "lng" } },
);

export const panelPageSchema = z.object({
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  title: text(),
  subtitle: text(),
  subtitle1: text({ label: { en: "Title above the map", km: "ចំណងជើងពីលើផែនទី" } }),
  qaa: describe(z.array(qaaSchema), {
    label: { en: "Questions and answers", km: "សំណួរ និងចម្លើយ" },
    itemLabel: { en: "Question", km: "សំណួរ" },
  }),
  panels: describe(z.array(panelSchema), {
    label: { en: "Panels", km: "ទីតាំងដៃគូ" },
    itemLabel: { en: "Panel", km: "ទីតាំងដៃគូ" },
  }),
});
