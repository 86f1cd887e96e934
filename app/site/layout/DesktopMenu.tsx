import { useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { MenuEntry } from "../../content/menus/read.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { ChevronDown } from "../../ui/icons.tsx";
import { MenuChildrenState, MenuError } from "./MenuStatus.tsx";
import { useMenuChildren, type MenuChildren } from "./menu-children.ts";
import { useDismiss } from "./useDismiss.ts";

/**
 * The desktop menu. A mega-menu's links are rendered when it opens, not with the page: the
 * closed panels held half of every page's elements, and hydrating them cost main-thread time
 * on every visit (docs/performance.md), for menus that only open with scripts anyway. Their
 * data is fetched as the pointer or focus reaches a menu.
 */
export function DesktopMenu({ menus }: { menus: MenuEntry[] | null }) {
  const t = useStrings(siteStrings);
  const [menuChildren, wantChildren] = useMenuChildren(useLang());
  // The open mega-menu belongs to the location it was opened on: navigating closes it.
  const location = useLocation();
  const [open, setOpen] = useState<{ id: number; locationKey: string } | null>(null);
  const openId = open?.locationKey === location.key ? open.id : null;
  const setOpenId = (id: number | null) => setOpen(id === null ? null : { id, locationKey: location.key });
  const close = useCallback(() => setOpen(null), []);
  const nav = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  useDismiss(openId !== null, close, nav, trigger);

  if (!menus) return <MenuError />;
  return (
    <nav className="desktop-menu" aria-label={t.mainMenu} ref={nav}>
      <ul className="desktop-menu__list">
        {menus.map((item) =>
          !item.hasChildren ? (
            <li key={item.id}>
              <LangLink className="desktop-menu__link" to={item.slug}>
                {item.title}
              </LangLink>
            </li>
          ) : (
            <li key={item.id} className="desktop-menu__item">
              <button
                type="button"
                className="desktop-menu__link"
                aria-expanded={openId === item.id}
                aria-controls={`mega-${item.id}`}
                onPointerEnter={wantChildren}
                onFocus={wantChildren}
                onClick={(event) => {
                  wantChildren();
                  trigger.current = event.currentTarget;
                  setOpenId(openId === item.id ? null : item.id);
                }}
              >
                {item.title}
                <ChevronDown />
              </button>
              <div id={`mega-${item.id}`} className="mega-menu" hidden={openId !== item.id}>
                {openId === item.id && <MegaMenuPanel item={item} menuChildren={menuChildren} />}
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MegaMenuPanel({ item, menuChildren }: { item: MenuEntry; menuChildren: MenuChildren | undefined }) {
  return (
    <div className="container mega-menu__inner">
      <LangLink className="mega-menu__title" to={item.slug}>
        {item.title}
      </LangLink>
      {menuChildren?.status === "loaded" ? (
        <ul className="mega-menu__grid">
          {(menuChildren.byItem.get(item.id) ?? []).map((child) => (
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
      ) : (
        <MenuChildrenState state={menuChildren} />
      )}
    </div>
  );
}
