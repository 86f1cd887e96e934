import type { Route } from "./+types/privacy-policy";
import { useRootData } from "../root.tsx";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { cacheHeaders } from "../http.ts";
import { fill, useStrings } from "../i18n/define.ts";
import { langOfSearch } from "../i18n/lang.ts";
import { serviceStrings } from "../i18n/strings/service.ts";
import { pageMeta } from "../seo.ts";
import "../styles/service.css";

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const s = serviceStrings[langOfSearch(args.location.search)];
  return pageMeta(args, { title: s.privacyTitle, description: s.privacy1 });
}

/** Static text of SPEC §2 in the page's language. */
export default function PrivacyPolicy() {
  const s = useStrings(serviceStrings);
  const company = useRootData()?.site.company_name ?? "";
  return (
    <article className="container service-page legal-text">
      <h1 className="service-title">{s.privacyTitle}</h1>
      <p>{s.privacy1}</p>
      <p>{s.privacy2}</p>
      <p>{s.privacy3}</p>
      <section aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">{s.disclaimerTitle}</h2>
        <p>{s.disclaimer1}</p>
        <p>{s.disclaimer2}</p>
      </section>
      <section aria-labelledby="about-app-title">
        <h2 id="about-app-title">{s.aboutTitle}</h2>
        <p>{fill(s.about1, { company })}</p>
      </section>
      <section aria-labelledby="advantages-title">
        <h2 id="advantages-title">{s.advantagesTitle}</h2>
        <p>{s.advantagesIntro}</p>
        <ul className="check-list">
          <li>{s.advantage1}</li>
          <li>{s.advantage2}</li>
          <li>{s.advantage3}</li>
        </ul>
      </section>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
