import type { Route } from "./+types/product-list";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { ProductCards } from "./ProductCards.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { pageMeta } from "../seo/seo.ts";
import { visibleChildren } from "../../content/menus/read.server.ts";
import { getProductList } from "../../content/listing/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { langOf } from "../../i18n/lang.ts";
import { sectionOf } from "../../content/product-classes/links.ts";
import "./products.css";

/** /corporate and /personal (route ids "corporate" and "personal"): the section's product cards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  return loadPreviewable(request, context, async (preview) => {
    const list = await getProductList(services(context).db, langOf(request.url), section, preview);
    return list && { ...list, section, children: visibleChildren(list.children) };
  });
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData && { title: args.loaderData.title, description: args.loaderData.description });
}

export default function ProductList({ loaderData: list }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs trail={[{ name: list.title, path: `/${list.section}` }]} />
      <PageHero image={list.image} title={list.title}>
        <p className="section-lead">{list.description}</p>
      </PageHero>
      <div className="container">
        <ProductCards items={list.children} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
