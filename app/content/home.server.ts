// The home page, from the spec's remote function get_home(l).
import { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import type { Lang } from "../i18n/lang.ts";
import { menuChildSchema } from "./layout.server.ts";
import { callJson } from "./query.server.ts";

const slideSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  href: z.string().optional(),
});
export type Slide = z.infer<typeof slideSchema>;

const productSectionSchema = z.object({
  title: z.string(),
  description: z.string(),
  children: z.array(menuChildSchema),
});
export type ProductSection = z.infer<typeof productSectionSchema>;

const homeSchema = z.object({
  id: z.number(),
  images: z.array(slideSchema),
  images2: z.array(slideSchema),
  corporate: productSectionSchema,
  personal: productSectionSchema,
  why_title: z.string(),
  why_image: z.string(),
  why_description: z.object({ content: z.string(), list: z.array(z.string()) }),
  testimonails: z.array(z.object({ img: z.string(), description: z.string(), name: z.string(), position: z.string() })),
});
export type Home = z.infer<typeof homeSchema>;

export function getHome(db: Queryable, lang: Lang): Promise<Home | null> {
  return callJson(db, homeSchema.nullable(), "get_home", lang);
}
