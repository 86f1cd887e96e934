// The careers page (/careers: banner, values, benefits) and its positions (/careers/<slug>)
// (spec: tables careers, career_details).
import { z } from "../../validation/zod.ts";
import {
  day,
  describe,
  email,
  image,
  itemKey,
  longText,
  paragraphs,
  points,
  publishedPerLanguage,
  text,
  wholeNumber,
  type Bilingual,
} from "../model/fields.ts";
import { employmentKinds, employmentWords } from "./employment.ts";

const heading = { en: "Heading", km: "ចំណងជើង" };

/** A titled list of titled texts (the values, the benefits). */
const titledItems = (label: Bilingual, itemLabel: Bilingual) =>
  describe(
    z.object({
      title: text({ label: heading }),
      items: describe(z.array(z.object({ title: text(), description: longText() })), {
        label: { en: "Items", km: "ធាតុ" },
        itemLabel,
      }),
    }),
    { label },
  );

export const careersPageSchema = z.object({
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  values: titledItems({ en: "Our values", km: "គុណតម្លៃរបស់យើង" }, { en: "Value", km: "គុណតម្លៃ" }),
  benefits: titledItems({ en: "Why work with us", km: "ហេតុអ្វីធ្វើការជាមួយយើង" }, { en: "Benefit", km: "អត្ថប្រយោជន៍" }),
  subtitle: text({ label: { en: "Heading of the open positions", km: "ចំណងជើងនៃមុខតំណែងកំពុងជ្រើសរើស" } }),
});

/** A titled list of points (responsibilities, requirements). */
const titledPoints = (label: Bilingual) =>
  describe(
    z.object({
      title: text({ label: heading }),
      data: points({ label: { en: "Points", km: "ចំណុច" }, itemLabel: { en: "Point", km: "ចំណុច" } }),
    }),
    { label },
  );

export const positionSchema = z.object({
  slug: itemKey({
    hint: {
      en: "The position's page is /careers/ followed by this, e.g. claims-officer.",
      km: "ទំព័រនៃមុខតំណែងគឺ /careers/ បន្តដោយពាក្យនេះ ឧ. claims-officer។",
    },
  }),
  position: text({ label: { en: "Position", km: "មុខតំណែង" } }),
  department: text({ label: { en: "Department", km: "នាយកដ្ឋាន" } }),
  type: describe(z.enum(employmentKinds), {
    shared: true,
    label: { en: "Employment", km: "ប្រភេទការងារ" },
    options: employmentWords,
  }),
  close_date: day({
    shared: true,
    label: { en: "Closing date", km: "ថ្ងៃផុតកំណត់" },
    hint: {
      en: "The position leaves the site after this day (Cambodian time).",
      km: "មុខតំណែងនឹងចេញពីគេហទំព័របន្ទាប់ពីថ្ងៃនេះ (ម៉ោងកម្ពុជា)។",
    },
  }),
  location: text({ label: { en: "Location", km: "ទីតាំង" } }),
  orders: wholeNumber({
    shared: true,
    label: { en: "Order", km: "លំដាប់" },
    hint: { en: "Lower numbers are listed first.", km: "លេខតូចជាងត្រូវបានរាយមុន។" },
  }),
  description: paragraphs({
    label: { en: "Description", km: "ការពិពណ៌នា" },
    itemLabel: { en: "Paragraph", km: "កថាខណ្ឌ" },
  }),
  responsibilities: titledPoints({ en: "Responsibilities", km: "ភារកិច្ច" }),
  requirements: titledPoints({ en: "Requirements", km: "លក្ខខណ្ឌតម្រូវ" }),
  note: longText({ label: { en: "How to apply", km: "របៀបដាក់ពាក្យ" } }),
  email: email({ shared: true, label: { en: "Application e-mail", km: "អ៊ីមែលសម្រាប់ដាក់ពាក្យ" } }),
  metadata: describe(
    z.object({
      reportTo: describe(
        z
          .object({
            label: text({ label: { en: "Label", km: "ស្លាក" } }),
            value: text({ label: { en: "Reports to", km: "រាយការណ៍ជូន" } }),
          })
          // Null: the editor left "Include Reports to" unticked, and the page has no such line.
          // Absent (rows from before the editor): the line shows NA, as the spec has it.
          .nullish(),
        { label: { en: "Reports to", km: "រាយការណ៍ជូន" } },
      ),
    }),
    { label: { en: "Details", km: "ព័ត៌មានលម្អិត" } },
  ),
  published: publishedPerLanguage(),
});
