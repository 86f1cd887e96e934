import { describe, expect, it } from "vitest";
import { classHref, sectionOf, tileHref, urlSegment } from "./links.ts";

describe("tile links (spec)", () => {
  it("replace every space and every comma of the subclass title by a hyphen, one for one", () => {
    expect(urlSegment("Burglary, Theft and Robbery")).toBe("Burglary--Theft-and-Robbery");
    expect(urlSegment("Fire and Allied Perils")).toBe("Fire-and-Allied-Perils");
    expect(urlSegment("A,B ,C")).toBe("A-B--C");
    expect(urlSegment("Glass")).toBe("Glass");
  });

  it("use the English class name with spaces replaced by hyphens", () => {
    expect(urlSegment("Marine Cargo Insurance")).toBe("Marine-Cargo-Insurance");
  });

  it("go to /<section>-new/<class>/<subclass>", () => {
    const productClass = { slug: "Property-Insurance" };
    expect(tileHref("corporate", productClass, { slug: "Burglary--Theft-and-Robbery" })).toBe(
      "/corporate-new/Property-Insurance/Burglary--Theft-and-Robbery",
    );
    expect(tileHref("personal", productClass, { slug: "Plate-Glass" })).toBe(
      "/personal-new/Property-Insurance/Plate-Glass",
    );
    expect(classHref("personal", productClass)).toBe("/personal-new/Property-Insurance");
  });
});

describe("sectionOf", () => {
  it("tells the section from the path", () => {
    expect(sectionOf("/personal")).toBe("personal");
    expect(sectionOf("/personal/motor-insurance")).toBe("personal");
    expect(sectionOf("/personal-new/Property-Insurance")).toBe("personal");
    expect(sectionOf("/corporate")).toBe("corporate");
    expect(sectionOf("/corporate-new")).toBe("corporate");
  });
});
