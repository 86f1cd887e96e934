import type { GalleryImage } from "../../content/products/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { productStrings } from "./strings.ts";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { isLocalImage, variantSrcSet } from "../../images/image-variants.ts";

/** Size of the demo gallery pictures; CSS keeps the 3:2 frame for any other size. */
const width = 1200;
const height = 800;

/** What the island needs to show a picture in the large frame: its address, text and variants. */
function shows(image: GalleryImage) {
  return {
    "data-src": image.src,
    "data-alt": image.alt,
    ...(isLocalImage(image.src)
      ? { "data-avif": variantSrcSet(image.src, width, "avif"), "data-webp": variantSrcSet(image.src, width, "webp") }
      : {}),
  };
}

/**
 * A product's pictures (at most 5): one large picture and a row of thumbnail buttons that show
 * it (their island, gallery.island.ts; without script the buttons are hidden). The large picture
 * is the page's largest paint: eager, high priority.
 */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const s = useStrings(productStrings);
  const current = images[0];
  if (!current) return null;
  return (
    <section className="product-gallery" aria-label={`${s.gallery} ${title}`}>
      <ResponsiveImage
        className="product-gallery__main"
        src={current.src}
        alt={current.alt}
        width={width}
        height={height}
        sizes="(min-width: 1232px) 608px, (min-width: 900px) calc((100vw - 72px) * 0.524), calc(100vw - 32px)"
        priority
      />
      {images.length > 1 && (
        <ul className="product-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === 0}
                aria-label={`${s.showImage} ${index + 1} ${s.imageOf} ${images.length}`}
                {...shows(image)}
              >
                <ResponsiveImage src={image.src} alt="" width={120} height={80} sizes="(min-width: 640px) 96px, 72px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
