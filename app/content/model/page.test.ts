import { describe, expect, it } from "vitest";
import { fillPattern, patternSql, routePath, writePattern } from "./page.ts";
import { positionsEntity } from "../careers/entity.ts";
import { productClassesEntity } from "../product-classes/entity.ts";
import { publicPathOf } from "./page.ts";

describe("a page's pattern", () => {
  it("is filled from a record's fields, or says the record does not name its page yet", () => {
    expect(fillPattern("/careers/:slug", { slug: "claims-officer" })).toBe("/careers/claims-officer");
    expect(fillPattern("/careers/:slug", { slug: "" })).toBeNull();
    expect(fillPattern("/careers/:slug", {})).toBeNull();
    expect(fillPattern("/:section-new", { section: "personal" })).toBe("/personal-new");
  });

  it("is filled from what the entity says its values are", () => {
    expect(publicPathOf(positionsEntity, { slug: "actuarial-analyst" })).toBe("/careers/actuarial-analyst");
    expect(publicPathOf(productClassesEntity, { slug: "Motor", in_corporate: false })).toBe("/personal-new/Motor");
    expect(publicPathOf(productClassesEntity, { slug: "Motor", in_corporate: true })).toBe("/corporate-new/Motor");
  });

  it("becomes a route path with some names written in", () => {
    expect(routePath(productClassesEntity, { section: "corporate" })).toBe("corporate-new/:classSlug");
    expect(routePath(positionsEntity)).toBe("careers/:slug");
    expect(writePattern("/:a/:b", { b: "x" })).toBe("/:a/x");
  });

  it("becomes SQL, its text quoted and its names the given expressions", () => {
    expect(patternSql("/", {})).toBe("'/'");
    expect(patternSql("/:section-new/:classSlug", { section: "s.section", classSlug: "c.slug" })).toBe(
      "'/' || (s.section) || '-new/' || (c.slug)",
    );
    expect(patternSql("/it's/:x", {})).toBe("'/it''s/' || (null)");
  });
});
