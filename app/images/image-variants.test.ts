import { describe, expect, it } from "vitest";
import {
  imageWidths,
  isLocalImage,
  isVector,
  variantImages,
  variantSrcSet,
  variantUrl,
  variantWidths,
} from "./image-variants.ts";

describe("isLocalImage", () => {
  it("takes the site's own JPEG, PNG, WebP and SVG files, and media library images", () => {
    for (const src of [
      "/demo/about/photo.jpg",
      "/a/b.JPEG",
      "/x.png",
      "/x.jpeg",
      "/demo/about/hero.svg",
      "/x.SVG",
      "/x.webp",
      "/media/banner-0123456789abcdef.png",
      "/media/banner-0123456789abcdef.webp",
    ]) {
      expect(isLocalImage(src), src).toBe(true);
    }
  });

  it("leaves other formats, other sites' images and relative or odd paths alone", () => {
    for (const src of [
      "/x.gif",
      "/x.avif",
      "/media/form-0123456789abcdef.pdf",
      "/x.svgz",
      "https://cdn.example/x.jpg",
      "//cdn.example/x.svg",
      "demo/x.jpg",
      "/x.jpg?v=2",
      "/a\\b.jpg",
      "",
    ]) {
      expect(isLocalImage(src), src).toBe(false);
    }
  });

  it("tells vector images from photos", () => {
    expect(isVector("/demo/hero.svg")).toBe(true);
    expect(isVector("/demo/photo.jpg")).toBe(false);
  });
});

describe("variant addresses", () => {
  it("put width and format before the image's own path", () => {
    expect(variantUrl("/demo/about/photo.jpg", 640, "avif")).toBe("/_img/640/avif/demo/about/photo.jpg");
    expect(variantUrl("/media/banner-0123456789abcdef.png", 1280, "webp")).toBe(
      "/_img/1280/webp/media/banner-0123456789abcdef.png",
    );
  });

  it("escape spaces and commas, which would break a srcset", () => {
    expect(variantUrl("/demo/a b,c.jpg", 320, "webp")).toBe("/_img/320/webp/demo/a%20b%2Cc.jpg");
  });
});

describe("variantWidths of a photo", () => {
  it("offers every width for a photo at least as wide as the largest", () => {
    expect(variantWidths("/p.jpg", 1600).map((w) => w.width)).toEqual([...imageWidths]);
    expect(variantWidths("/p.jpg", 4000).map((w) => w.actual)).toEqual([...imageWidths]);
  });

  it("never claims more pixels than the photo has: the next width up is capped at its own", () => {
    expect(variantWidths("/p.jpg", 1200)).toEqual([
      { width: 128, actual: 128 },
      { width: 192, actual: 192 },
      { width: 320, actual: 320 },
      { width: 480, actual: 480 },
      { width: 640, actual: 640 },
      { width: 800, actual: 800 },
      { width: 960, actual: 960 },
      { width: 1280, actual: 1200 },
    ]);
    expect(variantWidths("/p.png", 640).map((w) => w.actual)).toEqual([128, 192, 320, 480, 640]);
    expect(variantWidths("/p.jpg", 100)).toEqual([{ width: 128, actual: 100 }]);
  });

  it("offers nothing for a missing or nonsensical width", () => {
    expect(variantWidths("/p.jpg", 0)).toEqual([]);
    expect(variantWidths("/p.svg", Number.NaN)).toEqual([]);
  });
});

describe("variantWidths of a vector image", () => {
  it("draws it at full width up to three times the width it is shown at", () => {
    expect(variantWidths("/icon.svg", 64)).toEqual([
      { width: 128, actual: 128 },
      { width: 192, actual: 192 },
    ]);
    expect(variantWidths("/logo.svg", 180).map((w) => w.actual)).toEqual([128, 192, 320, 480, 640]);
    expect(variantWidths("/hero.svg", 1600).map((w) => w.actual)).toEqual([...imageWidths]);
  });
});

describe("variantSrcSet", () => {
  it("lists the variants of one format with their real widths", () => {
    expect(variantSrcSet("/p.jpg", 1067, "avif")).toBe(
      "/_img/128/avif/p.jpg 128w, /_img/192/avif/p.jpg 192w, /_img/320/avif/p.jpg 320w, /_img/480/avif/p.jpg 480w, /_img/640/avif/p.jpg 640w, /_img/800/avif/p.jpg 800w, /_img/960/avif/p.jpg 960w, /_img/1280/avif/p.jpg 1067w",
    );
    expect(variantSrcSet("/icon.svg", 40, "webp")).toBe("/_img/128/webp/icon.svg 128w");
  });

  it("no descriptor of a photo exceeds its width", () => {
    for (const width of [100, 320, 500, 1067, 1600, 2400]) {
      const descriptors = variantSrcSet("/p.png", width, "webp")
        .split(", ")
        .map((candidate) => Number(candidate.split(" ")[1]!.slice(0, -1)));
      expect(Math.max(...descriptors)).toBe(Math.min(width, 1600));
    }
  });
});

describe("variantImages", () => {
  it("gives each variant its size, keeping the aspect ratio", () => {
    expect(variantImages("/p.jpg", 1067, 1600, "webp").at(-1)).toEqual({
      src: "/_img/1280/webp/p.jpg",
      width: 1067,
      height: 1600,
    });
    expect(variantImages("/p.jpg", 1600, 600, "webp")[0]).toEqual({
      src: "/_img/128/webp/p.jpg",
      width: 128,
      height: 48,
    });
    expect(variantImages("/p.svg", 180, 48, "webp").at(-1)).toEqual({
      src: "/_img/640/webp/p.svg",
      width: 640,
      height: 171,
    });
  });
});
