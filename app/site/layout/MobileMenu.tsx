import type { MenuItem } from "../../content/menus/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ChevronDown, MenuIcon } from "../../ui/icons.tsx";
import { DialogClose } from "../../ui/DialogClose.tsx";
import { MenuError } from "./MenuError.tsx";
import { SearchForm } from "../../search/SearchForm.tsx";

const mobileMenuId = "mobile-menu";

/**
 * The small-screen menu: a slide-over panel, a modal <dialog> that its buttons open and close
 * without script (invoker commands; Escape and a click on the backdrop close it too), with an
 * exclusive accordion (<details name>) per menu item listing its children and an ALL link. All of
 * it is in the page the server sends (decision 0030); the page's island closes the sections when
 * the menu closes, so that it opens again with every section closed.
 */
export function MobileMenu({ menus, quotePortalUrl }: { menus: MenuItem[] | null; quotePortalUrl: string }) {
  const t = useStrings(siteStrings);
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__open"
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        commandfor={mobileMenuId}
        command="show-modal"
      >
        <MenuIcon />
      </button>
      <dialog id={mobileMenuId} className="mobile-menu" aria-label={t.mainMenu} closedby="any">
        <div className="mobile-menu__panel">
          <DialogClose dialogId={mobileMenuId} label={t.closeMenu} className="mobile-menu__close" />
          <SearchForm id="mobile-search-q" className="site-search--menu" />
          <a className="button button--primary get-quote" href={quotePortalUrl}>
            {t.getQuote}
          </a>
          {menus ? <MobileMenuList menus={menus} /> : <MenuError />}
        </div>
      </dialog>
    </>
  );
}

function MobileMenuList({ menus }: { menus: MenuItem[] }) {
  const t = useStrings(siteStrings);
  return (
    <ul className="mobile-menu__list">
      {menus.map((item) => (
        <li key={item.id}>
          {item.children.length === 0 ? (
            <LangLink className="mobile-menu__item" to={item.slug}>
              {item.title}
            </LangLink>
          ) : (
            <details name="mobile-menu-section" className="mobile-menu__section">
              <summary className="mobile-menu__item">
                {item.title}
                <ChevronDown />
              </summary>
              <ul className="mobile-menu__sub">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <LangLink to={child.slug}>{child.title}</LangLink>
                  </li>
                ))}
                <li>
                  <LangLink to={item.slug} aria-label={`${t.all}: ${item.title}`}>
                    {t.all}
                  </LangLink>
                </li>
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
