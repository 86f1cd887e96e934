import type { MenuItem } from "../../content/menus/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { ChevronDown } from "../../ui/icons.tsx";
import { MenuError } from "./MenuError.tsx";

/**
 * The desktop menu. Each mega-menu is a popover in the page the server sends, its button the
 * popover's invoker: it opens without script, one at a time, and closes on Escape or a click
 * elsewhere (the platform's light dismiss). Its links are there for crawlers and for a visitor
 * whose scripts have not come (decision 0030).
 */
export function DesktopMenu({ menus }: { menus: MenuItem[] | null }) {
  const t = useStrings(siteStrings);
  if (!menus) return <MenuError />;
  return (
    <nav className="desktop-menu" aria-label={t.mainMenu}>
      <ul className="desktop-menu__list">
        {menus.map((item) =>
          item.children.length === 0 ? (
            <li key={item.id}>
              <LangLink className="desktop-menu__link" to={item.slug}>
                {item.title}
              </LangLink>
            </li>
          ) : (
            <li key={item.id} className="desktop-menu__item">
              <button type="button" className="desktop-menu__link" popoverTarget={`mega-${item.id}`}>
                {item.title}
                <ChevronDown />
              </button>
              <div id={`mega-${item.id}`} className="mega-menu" popover="auto">
                <MegaMenuPanel item={item} />
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MegaMenuPanel({ item }: { item: MenuItem }) {
  return (
    <div className="container mega-menu__inner">
      <LangLink className="mega-menu__title" to={item.slug}>
        {item.title}
      </LangLink>
      <ul className="mega-menu__grid">
        {item.children.map((child) => (
          <li key={child.id}>
            <LangLink className="mega-menu__child" to={child.slug}>
              {child.icon && <ResponsiveImage src={child.icon} alt="" width={40} height={40} sizes="40px" />}
              <span>
                <span className="mega-menu__child-title">{child.title}</span>
                {child.short_description && <span className="mega-menu__child-text">{child.short_description}</span>}
              </span>
            </LangLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
