import { useEffect, useState } from "react";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import type { MenuEntry } from "../../content/menus/read.server.ts";
import type { Site } from "../../content/site/schema.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { DesktopMenu } from "./DesktopMenu.tsx";
import { LanguageSelector } from "./LanguageSelector.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";

/** The header gets its shadow once the page is scrolled more than this (spec). */
const headerShadowOffset = 100;

/** What the header shows, from the root loader (undefined on an error page without it). */
export interface HeaderData {
  site: Site;
  menus: MenuEntry[] | null;
  quotePortalUrl: string;
}

export function Header({ data }: { data: HeaderData | undefined }) {
  const t = useStrings(siteStrings);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > headerShadowOffset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="site-header__inner container">
        <LangLink to="/" className="site-header__logo">
          {data ? (
            <>
              {/* Lazy: the theme hides one of the two, and a hidden lazy image is never fetched. */}
              <ResponsiveImage
                className="logo logo--light"
                src={data.site.logo_light}
                alt={data.site.company_name}
                width={180}
                height={48}
                sizes="150px"
              />
              <ResponsiveImage
                className="logo logo--white"
                src={data.site.logo_white}
                alt={data.site.company_name}
                width={180}
                height={48}
                sizes="150px"
              />
            </>
          ) : (
            <span>{t.home}</span>
          )}
        </LangLink>
        {data && <DesktopMenu menus={data.menus} />}
        <div className="site-header__actions">
          {data && (
            <a className="button button--primary button--small get-quote" href={data.quotePortalUrl}>
              {t.getQuote}
            </a>
          )}
          <LanguageSelector />
          <ThemeToggle />
          {data && <MobileMenu menus={data.menus} quotePortalUrl={data.quotePortalUrl} />}
        </div>
      </div>
    </header>
  );
}
