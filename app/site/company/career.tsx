import { useLocation } from "react-router";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/career";
import { Badge, CalendarIcon, PositionBadges } from "./PositionBadges.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { JsonLd } from "../../ui/JsonLd.tsx";
import { LangLink } from "../../ui/LangLink.tsx";
import { getCareer, phnomPenhToday, type Career } from "../../content/careers/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewableItem } from "../../content/preview.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { langOfSearch, withLang } from "../../i18n/lang.ts";
import { companyStrings } from "./strings.ts";
import { useAbsoluteUrl, useRootData } from "../../root.tsx";
import "./company.css";

// Rows are stored with plain paths and a lang column (docs/decisions/0003): "/careers/<slug>" + lang,
// not the spec's "?l=km" form.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPreviewableItem(request, context, (preview, lang) =>
    getCareer(services(context).db, lang, params.slug, phnomPenhToday(), preview),
  );
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: companyStrings[langOfSearch(args.location.search)].careerDetails,
    description: args.loaderData?.description[0],
  });
}

/** schema.org JobPosting (datePosted is not in the content, so it is left out). */
function jobPosting(career: Career, company: string, homeUrl: string, pageUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: career.position,
    description: career.description.join("\n\n"),
    url: pageUrl,
    employmentType: career.employmentType,
    ...(career.validThrough ? { validThrough: career.validThrough } : {}),
    hiringOrganization: { "@type": "Organization", name: company, sameAs: homeUrl },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: career.location, addressCountry: "KH" },
    },
  };
}

function Checklist({ id, list }: { id: string; list: { title: string; data: string[] } }) {
  return (
    <section className="career__section" aria-labelledby={id}>
      <h2 id={id}>{list.title}</h2>
      <ul className="checklist">
        {list.data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export default function CareerDetails({ loaderData: career }: Route.ComponentProps) {
  const s = useStrings(companyStrings);
  const t = useStrings(siteStrings);
  const lang = useLang();
  const absolute = useAbsoluteUrl();
  const company = useRootData()?.site.company_name ?? "";
  const { pathname } = useLocation();
  const urls = { home: absolute(withLang("/", lang)), page: absolute(withLang(pathname, lang)) };
  const reportTo =
    career.metadata.reportTo === null
      ? null
      : (career.metadata.reportTo ?? { label: s.reportTo, value: s.notAvailable });

  return (
    <>
      <JsonLd data={jobPosting(career, company, urls.home, urls.page)} />
      <Breadcrumbs
        trail={[
          { name: s.careers, path: "/careers" },
          { name: career.position, path: pathname },
        ]}
      />
      <nav className="container career-narrow breadcrumb" aria-label={s.breadcrumb}>
        <ol>
          <li>
            <LangLink to="/">{t.home}</LangLink>
          </li>
          <li>
            <LangLink to="/careers">{s.careers}</LangLink>
          </li>
          <li aria-current="page">{career.position}</li>
        </ol>
      </nav>
      <article className="container career-narrow career">
        <header className="career__header">
          <p className="career__eyebrow">{s.careerDetails}</p>
          <h1>{career.position}</h1>
          <PositionBadges
            position={career}
            leading={
              <Badge label={s.closeDate} icon={CalendarIcon} variant="date" showLabel>
                {career.closeDateLong ?? s.notAvailable}
              </Badge>
            }
          />
          {!career.open && <p className="career__closed">{s.closedNotice}</p>}
        </header>
        {career.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {reportTo && (
          <p className="career__report">
            <strong>{reportTo.label}:</strong> {reportTo.value}
          </p>
        )}
        <Checklist id="responsibilities-title" list={career.responsibilities} />
        <Checklist id="requirements-title" list={career.requirements} />
        <section className="career__apply" aria-labelledby="apply-title">
          <h2 id="apply-title">{s.howToApply}</h2>
          <p>{career.note}</p>
          <a
            className="button button--primary career__email"
            href={`mailto:${career.email}?subject=${encodeURIComponent(career.position)}`}
          >
            {career.email}
          </a>
        </section>
      </article>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
