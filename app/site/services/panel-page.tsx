import { data } from "react-router";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/panel-page";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { PanelFinder } from "./PanelFinder.tsx";
import { QaaList } from "./QaaList.tsx";
import { services } from "../../http/context.server.ts";
import { getPanelPage, panelKinds } from "../../content/panels/read.server.ts";
import { isProvince } from "../../content/panels/provinces.ts";
import { queryText } from "../../validation/query-text.ts";
import { PanelFilter, type PanelFilterState } from "./PanelFilter.tsx";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { serviceStrings } from "./strings.ts";
import "./service.css";
import "./panels.css";

export const handle = { islands: ["map"] };

/** The visitor's filter from the address: a province that is none of Cambodia's is said so, and ignored. */
function filterOf(url: URL): PanelFilterState {
  const province = url.searchParams.get("province") ?? "";
  return {
    province: isProvince(province) ? province : null,
    unknownProvince: province !== "" && !isProvince(province),
    name: queryText(url.searchParams.get("name")),
  };
}

/** Serves /clinics and /garages (route ids "clinics" and "garages"): the path names the kind. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const kind = panelKinds.find((name) => pattern.replace(/^\//, "") === name);
  if (!kind) throw data("Not found", { status: 404 });
  const { db, config } = services(context);
  const filter = filterOf(new URL(request.url));
  return loadPreviewable(request, context, async (preview) => {
    const page = await getPanelPage(db, langOf(request.url), kind, preview, filter);
    return page && { kind, ...page, filter, tiles: config.mapTiles };
  });
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  return pageMeta(args, page && { title: page.title, description: page.subtitle });
}

export default function PanelPage({ loaderData: page }: Route.ComponentProps) {
  const s = useStrings(serviceStrings);
  return (
    <>
      <PageHero image={page.image1} title={page.title}>
        <p className="service-lead">{page.subtitle}</p>
      </PageHero>
      <section className="container service-section" aria-label={s.questionsAndAnswers}>
        <QaaList items={page.qaa} />
      </section>
      <section className="container service-section panel-finder" aria-labelledby="panel-finder-title">
        <h2 id="panel-finder-title" className="section-title">
          {page.subtitle1}
        </h2>
        <PanelFilter path={`/${page.kind}`} filter={page.filter} shown={page.panels.length} total={page.total} />
        <PanelFinder kind={page.kind} panels={page.panels} tiles={page.tiles} labelledBy="panel-finder-title" />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
