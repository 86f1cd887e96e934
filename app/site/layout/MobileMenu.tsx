import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import type { MenuEntry } from "../../content/menus/read.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ChevronDown, CloseIcon, MenuIcon } from "../../ui/icons.tsx";
import { MenuChildrenState, MenuError } from "./MenuStatus.tsx";
import { useMenuChildren, type MenuChildren } from "./menu-children.ts";

/**
 * The small-screen menu: a slide-over panel (a modal <dialog>: focus stays inside, Escape
 * closes) with an accordion per menu item listing its children and an ALL link. The panel is
 * rendered while the dialog is open, not with every page, and the children are fetched as it
 * opens (see DesktopMenu).
 */
export function MobileMenu({ menus, quotePortalUrl }: { menus: MenuEntry[] | null; quotePortalUrl: string }) {
  const t = useStrings(siteStrings);
  const [menuChildren, wantChildren] = useMenuChildren(useLang());
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => dialog.current?.close(), [pathname, search]);

  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__open"
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        onPointerDown={wantChildren}
        onClick={() => {
          wantChildren();
          // The panel is rendered before the dialog opens, so focus lands on its first control.
          flushSync(() => setOpen(true));
          dialog.current?.showModal();
        }}
      >
        <MenuIcon />
      </button>
      {/* Backdrop clicks are a mouse convenience; keyboards close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className="mobile-menu"
        aria-label={t.mainMenu}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes the panel.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {open && (
          <MobileMenuPanel
            menus={menus}
            menuChildren={menuChildren}
            quotePortalUrl={quotePortalUrl}
            close={() => dialog.current?.close()}
          />
        )}
      </dialog>
    </>
  );
}

interface PanelProps {
  menus: MenuEntry[] | null;
  menuChildren: MenuChildren | undefined;
  quotePortalUrl: string;
  close: () => void;
}

function MobileMenuPanel({ menus, menuChildren, quotePortalUrl, close }: PanelProps) {
  const t = useStrings(siteStrings);
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <div className="mobile-menu__panel">
      <button type="button" className="icon-button mobile-menu__close" aria-label={t.closeMenu} onClick={close}>
        <CloseIcon />
      </button>
      <a className="button button--primary get-quote" href={quotePortalUrl}>
        {t.getQuote}
      </a>
      {menus ? (
        <ul className="mobile-menu__list">
          {menus.map((item) => (
            <li key={item.id}>
              {!item.hasChildren ? (
                <LangLink className="mobile-menu__item" to={item.slug}>
                  {item.title}
                </LangLink>
              ) : (
                <>
                  <button
                    type="button"
                    className="mobile-menu__item"
                    aria-expanded={expanded === item.id}
                    aria-controls={`mobile-sub-${item.id}`}
                    onClick={() => setExpanded(expanded === item.id ? null : item.id)}
                  >
                    {item.title}
                    <ChevronDown />
                  </button>
                  <ul id={`mobile-sub-${item.id}`} className="mobile-menu__sub" hidden={expanded !== item.id}>
                    {menuChildren?.status === "loaded" ? (
                      (menuChildren.byItem.get(item.id) ?? []).map((child) => (
                        <li key={child.id}>
                          <LangLink to={child.slug}>{child.title}</LangLink>
                        </li>
                      ))
                    ) : (
                      <li>
                        <MenuChildrenState state={menuChildren} />
                      </li>
                    )}
                    <li>
                      <LangLink to={item.slug} aria-label={`${t.all}: ${item.title}`}>
                        {t.all}
                      </LangLink>
                    </li>
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <MenuError />
      )}
    </div>
  );
}
