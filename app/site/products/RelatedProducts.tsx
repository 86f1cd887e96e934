import type { MenuChild } from "../../content/menus/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { productStrings } from "./strings.ts";
import { ProductCards } from "./ProductCards.tsx";
import { Slider } from "../home/Slider.tsx";

/**
 * The second heading (title2, default "Product Related") and the related-menus slider:
 * 1 card per view, 2 from 640 px, 3 from 1000 px; arrows disable at both ends.
 * `items` null: they could not be read, and the error takes the slider's place (spec).
 */
export function RelatedProducts({ title, items }: { title: string | null; items: MenuChild[] | null }) {
  const s = useStrings(productStrings);
  if (items?.length === 0) return null;
  const heading = title ?? s.productRelated;
  return (
    <section className="product-related container" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {heading}
      </h2>
      {items ? (
        <Slider
          label={heading}
          perView="responsive"
          slides={items.map((item) => (
            <ProductCards key={item.id} items={[item]} />
          ))}
        />
      ) : (
        <p className="product-related__error" role="alert">
          {s.relatedError}
        </p>
      )}
    </section>
  );
}
