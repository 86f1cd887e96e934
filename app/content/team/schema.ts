// The team page (/team) and its members, in order (spec: tables teams, members).
import { z } from "../../validation/zod.ts";
import { describe, image, longText, pageIntro, published, text } from "../model/fields.ts";

export const memberSchema = z.object({
  name: text({ label: { en: "Name", km: "ឈ្មោះ" } }),
  position: text({ label: { en: "Position", km: "មុខតំណែង" } }),
  image: image({ label: { en: "Photo", km: "រូបថត" } }),
  bio: longText({ label: { en: "Biography", km: "ជីវប្រវត្តិ" } }),
  published: published(),
});

export const teamSchema = z.object({
  ...pageIntro(),
  members: describe(z.array(memberSchema), {
    label: { en: "Members", km: "សមាជិក" },
    itemLabel: { en: "Member", km: "សមាជិក" },
  }),
});
