import type { Route } from "./+types/vision";
import { pageMeta } from "../seo/seo.ts";
import { ClientMarquee } from "./ClientMarquee.tsx";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getVision } from "../../content/vision/read.server.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { langOf, langOfSearch } from "../../i18n/lang.ts";
import { companyStrings } from "./strings.ts";
import "./company.css";

export const handle = { islands: ["marquee"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrRespond(() => getVision(services(context).db, langOf(request.url)));
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const vision = args.loaderData;
  return pageMeta(args, {
    title: vision?.title ?? companyStrings[langOfSearch(args.location.search)].vision,
    description: vision?.description[0],
  });
}

export default function Vision({ loaderData: vision }: Route.ComponentProps) {
  return (
    <>
      <PageHero image={vision.image1} title={vision.title}>
        {vision.description.map((paragraph) => (
          <p key={paragraph} className="section-lead">
            {paragraph}
          </p>
        ))}
      </PageHero>
      <div className="container vmc">
        {vision.vmc.map((block, index) => (
          <section key={block.label} className="vmc__block" aria-labelledby={`vmc-${index}`}>
            <h2 id={`vmc-${index}`}>{block.label}</h2>
            <p className="vmc__description">{block.description}</p>
            <ul className="vmc__list">
              {block.list.map((item) => (
                <li key={item.label}>
                  <h3>{item.label}</h3>
                  <p>{item.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {vision.clients.length > 0 && <ClientMarquee clients={vision.clients} />}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
