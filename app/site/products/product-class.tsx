import type { Route } from "./+types/product-class";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { ClassTiles } from "./ClassTiles.tsx";
import { langOf } from "../../i18n/lang.ts";
import { pageMeta } from "../seo/seo.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { classHref, sectionOf } from "../../content/product-classes/links.ts";
import { getProductClass } from "../../content/product-classes/read.server.ts";
import "./products.css";

/** /corporate-new/{class} and /personal-new/{class}: the class banner and its subclass tiles. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const { page, productClass } = await loadOrRespond(() =>
    getProductClass(services(context).db, langOf(request.url), section, params.classSlug),
  );
  return { section, page, productClass };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const productClass = args.loaderData?.productClass;
  return pageMeta(args, productClass && { title: productClass.name, description: productClass.description });
}

export default function ProductClass({ loaderData: { section, page, productClass } }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: page.title, path: `/${section}-new` },
          { name: productClass.name, path: classHref(section, productClass) },
        ]}
      />
      <PageHero image={productClass.banner} title={productClass.name}>
        <p className="section-lead">{productClass.description}</p>
      </PageHero>
      <div className="container">
        <ClassTiles section={section} productClass={productClass} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
