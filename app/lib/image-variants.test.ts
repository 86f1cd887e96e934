import { describe, expect, it } from "vitest";
import { imageWidths, isLocalRaster, variantImages, variantSrcSet, variantUrl, variantWidths } from "./image-variants.ts";

describe("isLocalRaster", () => {
  it("takes the site's own JPEG and PNG files", () => {
    for (const src of ["/demo/about/photo.jpg", "/a/b.JPEG", "/x.png", "/x.jpeg"]) expect(isLocalRaster(src), src).toBe(true);
  });

  it("leaves SVGs, other sites' images and relative or odd paths alone", () => {
    for (const src of ["/demo/about/hero.svg", "/x.gif", "/x.webp", "https://cdn.example/x.jpg", "//cdn.example/x.jpg", "demo/x.jpg", "/x.jpg?v=2", "/a\\b.jpg", ""]) {
      expect(isLocalRaster(src), src).toBe(false);
    }
  });
});

describe("variant addresses", () => {
  it("put width and format before the image's own path", () => {
    expect(variantUrl("/demo/about/photo.jpg", 640, "avif")).toBe("/_img/640/avif/demo/about/photo.jpg");
  });

  it("escape spaces and commas, which would break a srcset", () => {
    expect(variantUrl("/demo/a b,c.jpg", 320, "webp")).toBe("/_img/320/webp/demo/a%20b%2Cc.jpg");
  });
});

describe("variantWidths", () => {
  it("offers every width for an image at least as wide as the largest", () => {
    expect(variantWidths(1600).map((w) => w.width)).toEqual([...imageWidths]);
    expect(variantWidths(4000).map((w) => w.actual)).toEqual([...imageWidths]);
  });

  it("never claims more pixels than the image has: the next width up is capped at its own", () => {
    expect(variantWidths(1200)).toEqual([
      { width: 320, actual: 320 },
      { width: 480, actual: 480 },
      { width: 640, actual: 640 },
      { width: 800, actual: 800 },
      { width: 960, actual: 960 },
      { width: 1280, actual: 1200 },
    ]);
    expect(variantWidths(640).map((w) => w.actual)).toEqual([320, 480, 640]);
    expect(variantWidths(200)).toEqual([{ width: 320, actual: 200 }]);
  });

  it("offers nothing for a missing or nonsensical width", () => {
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
  });
});

describe("variantSrcSet", () => {
  it("lists the variants of one format with their real widths", () => {
    expect(variantSrcSet("/p.jpg", 1067, "avif")).toBe(
      "/_img/320/avif/p.jpg 320w, /_img/480/avif/p.jpg 480w, /_img/640/avif/p.jpg 640w, /_img/800/avif/p.jpg 800w, /_img/960/avif/p.jpg 960w, /_img/1280/avif/p.jpg 1067w",
    );
  });

  it("no descriptor exceeds the image's width", () => {
    for (const width of [100, 320, 500, 1067, 1600, 2400]) {
      const descriptors = variantSrcSet("/p.png", width, "webp").split(", ").map((candidate) => Number(candidate.split(" ")[1]!.slice(0, -1)));
      expect(Math.max(...descriptors)).toBe(Math.min(width, 1600));
    }
  });
});

describe("variantImages", () => {
  it("gives each variant its size, keeping the aspect ratio", () => {
    expect(variantImages("/p.jpg", 1067, 1600, "webp").at(-1)).toEqual({ src: "/_img/1280/webp/p.jpg", width: 1067, height: 1600 });
    expect(variantImages("/p.jpg", 1600, 600, "webp")[0]).toEqual({ src: "/_img/320/webp/p.jpg", width: 320, height: 120 });
  });
});
