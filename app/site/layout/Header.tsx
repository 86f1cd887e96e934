import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import type { MenuItem } from "../../content/menus/read.server.ts";
import type { Site } from "../../content/site/schema.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { DesktopMenu } from "./DesktopMenu.tsx";
import { LanguageSelector } from "./LanguageSelector.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { SearchForm } from "../../search/SearchForm.tsx";

/** What the header shows, from the root loader (undefined on an error page without it). */
export interface HeaderData {
  site: Site;
  menus: MenuItem[] | null;
  quotePortalUrl: string;
}

/**
 * The header's logo is the first thing painted: the one of the theme shown is fetched at once,
 * while the page is still being read (decision 0039). Its style is known here: the theme is set
 * in the head and the style sheets come before any script runs.
 */
const eagerLogoScript =
  'for(const i of document.querySelectorAll(".site-header__logo img"))if(getComputedStyle(i).display!=="none")i.loading="eager"';

export function Header({ data }: { data: HeaderData | undefined }) {
  const t = useStrings(siteStrings);
  // Its shadow after 100 px of scrolling is a scroll-driven animation (global.css).
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LangLink to="/" className="site-header__logo">
          {data ? (
            <>
              {/* Lazy, so that the logo the theme hides is never fetched; the one it shows is made
                  eager by the script below as soon as it is parsed (the theme is known by then). */}
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
        {data && <script dangerouslySetInnerHTML={{ __html: eagerLogoScript }} />}
        {data && <DesktopMenu menus={data.menus} />}
        <div className="site-header__actions">
          {data && <SearchForm id="site-search-q" className="site-search--header" />}
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
