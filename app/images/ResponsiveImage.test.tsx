import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./ResponsiveImage.tsx";
import { ImageFocusContext } from "./image-focus.ts";

describe("ResponsiveImage", () => {
  it("offers AVIF and WebP variants of a local JPEG, the original as fallback, lazily by default", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage className="card" src="/demo/p.jpg" alt="A photo" width={1200} height={800} sizes="50vw" />,
    );
    expect(html).toMatch(
      /^<picture class="responsive-image"><source type="image\/avif" srcSet="[^"]+" sizes="50vw"\/><source type="image\/webp" srcSet="[^"]+" sizes="50vw"\/><img [^>]+\/><\/picture>$/,
    );
    expect(html).toContain(
      'srcSet="/_img/128/avif/demo/p.jpg 128w, /_img/192/avif/demo/p.jpg 192w, /_img/320/avif/demo/p.jpg 320w, /_img/480/avif/demo/p.jpg 480w, /_img/640/avif/demo/p.jpg 640w, /_img/800/avif/demo/p.jpg 800w, /_img/960/avif/demo/p.jpg 960w, /_img/1280/avif/demo/p.jpg 1200w"',
    );
    expect(html).toContain(
      '<img class="card" src="/demo/p.jpg" alt="A photo" width="1200" height="800" loading="lazy" decoding="async"/>',
    );
  });

  it("keeps an image's focal point in view of a crop, and nothing for an image without one", () => {
    const html = renderToStaticMarkup(
      <ImageFocusContext value={{ "/media/tall-0123456789abcdef.png": "50% 90%" }}>
        <ResponsiveImage src="/media/tall-0123456789abcdef.png" alt="" width={600} height={1200} sizes="50vw" />
        <ResponsiveImage src="/media/other-0123456789abcdef.png" alt="" width={600} height={1200} sizes="50vw" />
      </ImageFocusContext>,
    );
    expect(html).toContain('<img style="object-position:50% 90%" src="/media/tall-0123456789abcdef.png"');
    expect(html.match(/object-position/g)).toHaveLength(1);
  });

  it("fetches a priority image first and never lazily", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/demo/p.png" alt="" width={1600} height={840} sizes="100vw" priority />,
    );
    expect(html).toContain('<img src="/demo/p.png" alt="" width="1600" height="840" fetchPriority="high"/>');
    expect(html).not.toContain("lazy");
  });

  it("draws a local SVG at up to three times its shown width, the SVG itself as fallback", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/demo/icon.svg" alt="" width={64} height={64} sizes="64px" />,
    );
    expect(html).toBe(
      '<picture class="responsive-image"><source type="image/avif" srcSet="/_img/128/avif/demo/icon.svg 128w, /_img/192/avif/demo/icon.svg 192w" sizes="64px"/>' +
        '<source type="image/webp" srcSet="/_img/128/webp/demo/icon.svg 128w, /_img/192/webp/demo/icon.svg 192w" sizes="64px"/>' +
        '<img src="/demo/icon.svg" alt="" width="64" height="64" loading="lazy" decoding="async"/></picture>',
    );
  });

  it("keeps a priority SVG a vector: the page's largest paint comes soonest from the fewest bytes", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src="/demo/hero.svg" alt="" width={1600} height={500} sizes="100vw" priority decoding="sync" />,
    );
    expect(html).toContain(
      '<img src="/demo/hero.svg" alt="" width="1600" height="500" fetchPriority="high" decoding="sync"/>',
    );
    expect(html).not.toMatch(/<picture|\/_img\//);
  });

  it("renders other sites' images as a plain img with the same attributes", () => {
    for (const src of ["https://cdn.example/p.jpg", "https://cdn.example/p.svg"]) {
      const html = renderToStaticMarkup(<ResponsiveImage src={src} alt="x" width={400} height={300} sizes="100vw" />);
      expect(html).toBe(`<img src="${src}" alt="x" width="400" height="300" loading="lazy" decoding="async"/>`);
    }
  });
});
