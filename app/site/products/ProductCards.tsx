import type { MenuChild } from "../../content/menus/read.server.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";

/** Product cards: icon, title and short description, each linking to its slug. */
export function ProductCards({ items }: { items: MenuChild[] }) {
  return (
    <ul className="product-cards">
      {items.map((item) => (
        <li key={item.id}>
          <LangLink to={item.slug} className="product-card">
            {item.icon && <ResponsiveImage src={item.icon} alt="" width={64} height={64} sizes="64px" />}
            <span className="product-card__title">{item.title}</span>
            {item.short_description && <span className="product-card__text">{item.short_description}</span>}
          </LangLink>
        </li>
      ))}
    </ul>
  );
}
