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

/** What the header shows, from the root loader (undefined on an error page without it). */
export interface HeaderData {
  site: Site;
  menus: MenuItem[] | null;
  quotePortalUrl: string;
}

export function Header({ data }: { data: HeaderData | undefined }) {
  const t = useStrings(siteStrings);
  // Its shadow after 100 px of scrolling is a scroll-driven animation (global.css).
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LangLink to="/" className="site-header__logo">
          {data ? (
            <>
              {/* Both eager: the header is the first thing painted, and which of the two the theme
                  hides is known only in the browser (the theme cookie; decision 0016). The hidden
                  one costs about 3 KB. */}
              <ResponsiveImage
                className="logo logo--light"
                src={data.site.logo_light}
                alt={data.site.company_name}
                width={180}
                height={48}
                sizes="150px"
                eager
              />
              <ResponsiveImage
                className="logo logo--white"
                src={data.site.logo_white}
                alt={data.site.company_name}
                width={180}
                height={48}
                sizes="150px"
                eager
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
