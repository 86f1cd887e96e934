import type { Route } from "./+types/home";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { JsonLd } from "../../ui/JsonLd.tsx";
import { LangLink } from "../../ui/LangLink.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { ProductCards } from "../products/ProductCards.tsx";
import { Slider } from "./Slider.tsx";
import { ClaimsHelp, type Helpline } from "./ClaimsHelp.tsx";
import { accidentTeams } from "../../content/claims/groups.ts";
import { getClaims } from "../../content/claims/read.server.ts";
import type { Claims } from "../../content/claims/schema.ts";
import { telHref } from "../services/tel.ts";
import { getHome, type ProductSection } from "../../content/home/read.server.ts";
import type { Slide } from "../../content/home/schema.ts";
import { visibleChildren } from "../../content/menus/read.server.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { langOf, langOfSearch, withLang } from "../../i18n/lang.ts";
import { useAbsoluteUrl, useRootData } from "../../root.tsx";
import { pageMeta } from "../seo/seo.ts";
import "./home.css";

export const handle = { islands: ["slider"] };

/** Autoplay interval of the first slider (spec). */
const heroAutoplayMs = 5000;

/** The chosen teams' 24/7 helplines, from the claims page; a team whose line holds no number is left out. */
function helplinesOf(teams: Record<(typeof accidentTeams)[number], boolean>, claims: Claims | null): Helpline[] {
  if (!claims) return [];
  return accidentTeams.flatMap((team) => {
    const group = claims[team];
    const href = teams[team] ? telHref(group.helpline.value) : null;
    return href ? [{ team, title: group.title, number: group.helpline.value, href }] : [];
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context);
  const lang = langOf(request.url);
  const [home, claims] = await Promise.all([loadOrRespond(() => getHome(db, lang)), getClaims(db, lang)]);
  const visible = (section: ProductSection) => ({ ...section, children: visibleChildren(section.children) });
  const { accident, ...rest } = home;
  return {
    ...rest,
    corporate: visible(home.corporate),
    personal: visible(home.personal),
    claimsHelp: accident && {
      title: accident.title,
      description: accident.description,
      link_label: accident.link_label,
      helplines: helplinesOf(accident.teams, claims),
    },
  };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: siteStrings[langOfSearch(args.location.search)].home });
}

function SlideImage({ slide, first, sizes }: { slide: Slide; first: boolean; sizes: string }) {
  // The first hero slide is the page's largest paint: fetch it before anything else.
  const image = (
    <ResponsiveImage
      src={slide.src}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      sizes={sizes}
      priority={first}
      decoding={first ? "sync" : "async"}
    />
  );
  return slide.href ? <LangLink to={slide.href}>{image}</LangLink> : image;
}

function ProductsSection({ id, section }: { id: string; section: ProductSection }) {
  return (
    <section className="home-section container" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {section.title}
      </h2>
      <p className="section-lead">{section.description}</p>
      <ProductCards items={section.children} />
    </section>
  );
}

/**
 * schema.org InsuranceAgency for search engines: the company's name, site, logo and social
 * profiles; and the WebSite with its SearchAction, so that a search engine may offer the site's
 * own search (in the page's language).
 */
function OrganizationData() {
  const lang = useLang();
  const root = useRootData();
  const absolute = useAbsoluteUrl();
  if (!root) return null;
  const footer = root.footer;
  const searchTarget = absolute(withLang("/search", lang)) + (lang === "km" ? "&" : "?") + "q={search_term_string}";
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "InsuranceAgency",
          name: root.site.company_name,
          url: absolute("/"),
          logo: absolute(root.site.logo_light),
          sameAs: [footer?.facebook, footer?.linkedin, footer?.youtube].filter(Boolean),
        }}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: root.site.company_name,
          url: absolute(withLang("/", lang)),
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: searchTarget },
            "query-input": "required name=search_term_string",
          },
        }}
      />
    </>
  );
}

export default function Home({ loaderData: home }: Route.ComponentProps) {
  const t = useStrings(siteStrings);
  return (
    <>
      <OrganizationData />
      <h1 className="visually-hidden">{t.home}</h1>
      <Slider
        className="home-hero"
        label={home.images[0]?.alt ?? t.home}
        loop
        autoplay={heroAutoplayMs}
        slides={home.images.map((slide, index) => (
          <SlideImage key={slide.src} slide={slide} first={index === 0} sizes="100vw" />
        ))}
      />
      {home.claimsHelp && <ClaimsHelp help={home.claimsHelp} />}
      <ProductsSection id="corporate-title" section={home.corporate} />
      <ProductsSection id="personal-title" section={home.personal} />
      <div className="container home-section">
        <Slider
          className="home-promo"
          label={home.images2[0]?.alt ?? t.home}
          loop
          arrows={false}
          dots
          slides={home.images2.map((slide) => (
            <SlideImage key={slide.src} slide={slide} first={false} sizes="(min-width: 1200px) 1200px, 100vw" />
          ))}
        />
      </div>
      <section className="home-section home-why container" aria-labelledby="why-title">
        <ResponsiveImage
          src={home.why_image}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 1232px) 584px, (min-width: 800px) calc(50vw - 32px), calc(100vw - 32px)"
        />
        <div>
          <h2 id="why-title" className="section-title">
            {home.why_title}
          </h2>
          <p>{home.why_description.content}</p>
          <ul className="check-list">
            {home.why_description.list.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="home-section container" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className="section-title">
          {t.testimonials}
        </h2>
        <Slider
          label={t.testimonials}
          perView="responsive"
          slides={home.testimonails.map((item) => (
            <figure key={item.name} className="testimonial">
              <blockquote>{item.description}</blockquote>
              <figcaption>
                <ResponsiveImage src={item.img} alt="" width={56} height={56} sizes="56px" />
                <span>
                  <strong>{item.name}</strong>
                  <span>{item.position}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
