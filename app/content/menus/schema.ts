// The navigation menu (spec: table menu_items): top-level items in order, each with its children in
// order (a product, a page). Edited as one record per language holding the whole tree, kept as
// rows of menu_items (slug, parent_slug, orders) by ./store.server.ts.
//
// A child's icon is an image file of this site (the mega-menu shows it at 40×40), not one of a
// fixed set: each product has its own. Top-level items show no icon and no short description.
import { z } from "../../validation/zod.ts";
import { describe, optionalImage, optionalText, pagePath, text } from "../model/fields.ts";

const slug = () =>
  pagePath({
    label: { en: "Page", km: "ទំព័រ" },
    hint: {
      en: "The page's path, like /corporate/fire-insurance. The products of /corporate and /personal are their children here.",
      km: "ផ្លូវនៃទំព័រ ដូចជា /corporate/fire-insurance។ ផលិតផលនៃ /corporate និង /personal គឺជាធាតុរងរបស់វានៅទីនេះ។",
    },
  });

export const menuChildSchema = z.object({
  title: text(),
  slug: slug(),
  icon: optionalImage({ label: { en: "Icon", km: "រូបតំណាង" } }),
  short_description: optionalText({ label: { en: "Short description", km: "ការពិពណ៌នាខ្លី" } }),
});

export const menuItemSchema = z.object({
  title: text(),
  slug: slug(),
  children: describe(z.array(menuChildSchema), {
    label: { en: "Sub-items", km: "ធាតុរង" },
    itemLabel: { en: "Sub-item", km: "ធាតុរង" },
  }),
});

export const menuSchema = z
  .object({
    items: describe(z.array(menuItemSchema), {
      label: { en: "Menu items", km: "ធាតុម៉ឺនុយ" },
      itemLabel: { en: "Menu item", km: "ធាតុម៉ឺនុយ" },
      hint: {
        en: "Each language has its own menu: change both columns alike.",
        km: "ភាសានីមួយៗមានម៉ឺនុយរបស់ខ្លួន៖ សូមកែជួរឈរទាំងពីរឱ្យដូចគ្នា។",
      },
    }),
  })
  .superRefine(({ items }, context) => {
    // A page appears once in a language's menu (menu_items is unique on lang and slug).
    const seen = new Set<string>();
    const check = (slug: string, path: (string | number)[]) => {
      if (seen.has(slug)) context.addIssue({ code: "custom", message: "duplicate", path: [...path, "slug"] });
      seen.add(slug);
    };
    items.forEach((item, index) => {
      check(item.slug, ["items", index]);
      item.children.forEach((child, childIndex) => check(child.slug, ["items", index, "children", childIndex]));
    });
  });
export type Menu = z.infer<typeof menuSchema>;
