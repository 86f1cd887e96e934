import type { Route } from "./+types/product-class";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ClassTiles } from "../components/products/ClassTiles.tsx";
import { langOfSearch } from "../i18n/lang.ts";
import { pageMeta } from "../seo.ts";
import { loadOrRespond } from "../content/query.server.ts";
import { cacheHeaders } from "../http.ts";
import { useLang } from "../i18n/index.ts";
import { classHref, classOverviews, findClass, sectionOf } from "../content/product-classes.ts";
import "../styles/products.css";

/** /corporate-new/{class} and /personal-new/{class}: the class banner and its subclass tiles. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const productClass = await loadOrRespond(async () => findClass(section, params.classSlug));
  return { section, productClass };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const productClass = args.loaderData?.productClass;
  const lang = langOfSearch(args.location.search);
  return pageMeta(args, productClass && { title: productClass.name[lang], description: productClass.description[lang] });
}

export default function ProductClass({ loaderData: { section, productClass } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: classOverviews[section].title[lang], path: `/${section}-new` },
          { name: productClass.name[lang], path: classHref(section, productClass) },
        ]}
      />
      <PageHero image={productClass.banner} title={productClass.name[lang]}>
        <p className="section-lead">{productClass.description[lang]}</p>
      </PageHero>
      <div className="container">
        <ClassTiles section={section} productClass={productClass} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
