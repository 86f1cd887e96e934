import type { Footer as FooterContent, LinkColumn } from "../../content/footers/schema.ts";
import type { Site } from "../../content/site/schema.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { Facebook, LinkedIn, YouTube } from "../../ui/icons.tsx";

/** What the footer shows, from the root loader (undefined on an error page without it). */
export interface FooterData {
  site: Site;
  footer: FooterContent | null;
  showSolutions: boolean;
  /** The public travel-booking page (site_links, else TRAVEL_BOOKING_URL). */
  travelBookingUrl: string;
}

export function Footer({ data }: { data: FooterData | undefined }) {
  const t = useStrings(siteStrings);
  const footer = data?.footer;
  if (!footer) return <footer className="site-footer" />;
  const columns = [data.showSolutions ? footer.solutions : null, footer.supports, footer.company].filter(
    (column): column is LinkColumn => column !== null,
  );
  const socials = [
    { href: footer.facebook, label: "Facebook", Icon: Facebook },
    { href: footer.linkedin, label: "LinkedIn", Icon: LinkedIn },
    { href: footer.youtube, label: "YouTube", Icon: YouTube },
  ].filter((social) => social.href);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <ResponsiveImage
            className="logo logo--white-always"
            src={data.site.logo_white}
            alt={data.site.company_name}
            width={180}
            height={48}
            sizes="150px"
          />
          {socials.length > 0 && (
            <ul className="site-footer__socials" aria-label={t.followUs}>
              {socials.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a href={href!} aria-label={label} rel="noopener noreferrer" target="_blank">
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="site-footer__column">
            <a href={data.travelBookingUrl} target="_blank" rel="noopener noreferrer">
              {t.travelBooking} <span className="visually-hidden">{t.opensInNewWindow}</span>
            </a>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.slug}>
                  <LangLink to={item.slug}>{item.label}</LangLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__copyright container">{footer.copyright}</p>
    </footer>
  );
}
