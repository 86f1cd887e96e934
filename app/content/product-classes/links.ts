// Addresses of the product-class pages and the section of a path. Client-safe and small: the
// tiles link with these; the classes themselves come from the database (./read.server.ts).
import { writePattern } from "../model/page.ts";
import type { SectionName } from "./schema.ts";

/** The pages of a section's classes, stated once: the content model and app/routes.ts read these. */
export const classPages = {
  overview: "/:section-new",
  productClass: "/:section-new/:classSlug",
  subclass: "/:section-new/:classSlug/:subclassSlug",
};

/** The section a path belongs to: /personal, /personal/x, /personal-new/… → personal; anything else corporate. */
export function sectionOf(pathname: string): SectionName {
  const first = pathname.split("/")[1] ?? "";
  return first === "personal" || first.startsWith("personal-") ? "personal" : "corporate";
}

/**
 * The spec's rule for a tile link's segment: the English title with every space and every comma
 * replaced by a hyphen, one for one. Consecutive hyphens are kept, never merged:
 * "Burglary, Theft and Robbery" → "Burglary--Theft-and-Robbery". The seed stores these as slugs.
 */
export function urlSegment(englishTitle: string): string {
  return englishTitle.replace(/[ ,]/g, "-");
}

export function classHref(section: SectionName, productClass: { slug: string }): string {
  return writePattern(classPages.productClass, { section, classSlug: productClass.slug });
}

/** Where a subclass tile links: /<section>-new/<class>/<subclass> (add the language with LangLink). */
export function tileHref(section: SectionName, productClass: { slug: string }, subclass: { slug: string }): string {
  return writePattern(classPages.subclass, { section, classSlug: productClass.slug, subclassSlug: subclass.slug });
}
