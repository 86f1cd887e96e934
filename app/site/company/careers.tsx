import type { Route } from "./+types/careers";
import { pageMeta } from "../seo/seo.ts";
import { PositionList } from "./PositionList.tsx";
import { TitledItems } from "./TitledItems.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getCareers, phnomPenhToday } from "../../content/careers/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf, langOfSearch } from "../../i18n/lang.ts";
import { companyStrings } from "./strings.ts";
import "./company.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreviewable(request, context, (preview) =>
    getCareers(services(context).db, langOf(request.url), phnomPenhToday(), preview),
  );
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: companyStrings[langOfSearch(args.location.search)].careers });
}

export default function Careers({ loaderData: careers }: Route.ComponentProps) {
  const s = useStrings(companyStrings);
  return (
    <>
      <PageHero image={careers.image1} title={s.careers} />
      <div className="container careers-blocks">
        <TitledItems id="values-title" block={careers.values} />
        <TitledItems id="benefits-title" block={careers.benefits} />
      </div>
      <section className="container company-section" aria-labelledby="positions-title">
        <h2 id="positions-title" className="section-title">
          {careers.subtitle}
        </h2>
        <PositionList positions={careers.open} />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
