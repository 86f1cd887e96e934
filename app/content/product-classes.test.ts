import { describe, expect, it } from "vitest";
import {
  classesOf,
  classHref,
  classSegment,
  findClass,
  findSubclass,
  productClasses,
  sectionOf,
  subclassSegment,
  tileHref,
  type ProductClass,
  type Subclass,
} from "./product-classes.ts";

const khmer = /[\u1780-\u17FF]/;
const withTitle = (title: string): Subclass => ({ title: { en: title, km: title }, description: { en: "", km: "" }, icon: "" });
const withName = (name: string): ProductClass => ({ name: { en: name, km: name }, description: { en: "", km: "" }, banner: "", subclasses: [] });

describe("tile links (SPEC §2)", () => {
  it("replace every space and every comma of the subclass title by a hyphen, one for one", () => {
    expect(subclassSegment(withTitle("Burglary, Theft and Robbery"))).toBe("Burglary--Theft-and-Robbery");
    expect(subclassSegment(withTitle("Fire and Allied Perils"))).toBe("Fire-and-Allied-Perils");
    expect(subclassSegment(withTitle("A,B ,C"))).toBe("A-B--C");
    expect(subclassSegment(withTitle("Glass"))).toBe("Glass");
  });

  it("use the English class name with spaces replaced by hyphens", () => {
    expect(classSegment(withName("Marine Cargo Insurance"))).toBe("Marine-Cargo-Insurance");
  });

  it("go to /<section>-new/<class>/<subclass>", () => {
    const productClass = withName("Property Insurance");
    expect(tileHref("corporate", productClass, withTitle("Burglary, Theft and Robbery"))).toBe("/corporate-new/Property-Insurance/Burglary--Theft-and-Robbery");
    expect(tileHref("personal", productClass, withTitle("Plate Glass"))).toBe("/personal-new/Property-Insurance/Plate-Glass");
    expect(classHref("personal", productClass)).toBe("/personal-new/Property-Insurance");
  });
});

describe("product classes", () => {
  it("are Property Insurance and Marine Cargo Insurance, each with 8 subclasses in English and Khmer", () => {
    expect(productClasses.map((productClass) => productClass.name.en)).toEqual(["Property Insurance", "Marine Cargo Insurance"]);
    for (const productClass of productClasses) {
      expect(productClass.subclasses).toHaveLength(8);
      expect(productClass.name.km).toMatch(khmer);
      for (const subclass of productClass.subclasses) {
        expect(subclass.title.km).toMatch(khmer);
        expect(subclass.description.km).toMatch(khmer);
        expect(subclass.title.en).not.toMatch(khmer);
        expect(subclass.icon).toMatch(/^\/images\/product-classes\/.+\.svg$/);
      }
      // Two subclasses must never share a URL.
      expect(new Set(productClass.subclasses.map(subclassSegment)).size).toBe(8);
    }
    expect(productClasses.some((productClass) => productClass.subclasses.some((subclass) => subclass.title.en.includes(",")))).toBe(true);
  });

  it("corporate has every class, personal the first only", () => {
    expect(classesOf("corporate")).toEqual(productClasses);
    expect(classesOf("personal")).toEqual([productClasses[0]]);
  });

  it("are found by their exact URL segments, in their section only", () => {
    const [property, marine] = productClasses as [ProductClass, ProductClass];
    expect(findClass("corporate", "Marine-Cargo-Insurance")).toBe(marine);
    expect(findClass("personal", "Marine-Cargo-Insurance")).toBeNull();
    expect(findClass("personal", "Property-Insurance")).toBe(property);
    expect(findClass("corporate", "property-insurance")).toBeNull();
    expect(findClass("corporate", undefined)).toBeNull();
    const burglary = property.subclasses.find((subclass) => subclass.title.en.includes(","))!;
    expect(findSubclass(property, subclassSegment(burglary))).toBe(burglary);
    expect(findSubclass(property, "Burglary,-Theft-and-Robbery")).toBeNull();
    expect(findSubclass(marine, subclassSegment(burglary))).toBeNull();
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
