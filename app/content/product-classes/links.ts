// Addresses of the product-class pages and the section of a path. Client-safe and small: the
// tiles link with these; the classes themselves come from the database (./read.server.ts).
import type { SectionName } from "./schema.ts";

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
  return `/${section}-new/${productClass.slug}`;
}

/** Where a subclass tile links: /<section>-new/<class>/<subclass> (add the language with LangLink). */
export function tileHref(section: SectionName, productClass: { slug: string }, subclass: { slug: string }): string {
  return `${classHref(section, productClass)}/${subclass.slug}`;
}
