import type { Route } from "./+types/product-subclass";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { langOfSearch } from "../i18n/lang.ts";
import { pageMeta } from "../seo.ts";
import { loadOrRespond } from "../content/query.server.ts";
import { cacheHeaders } from "../http.ts";
import { useLang } from "../i18n/index.ts";
import { classHref, classOverviews, findClass, findSubclass, sectionOf, tileHref } from "../content/product-classes.ts";
import "../styles/products.css";

/** /corporate-new/{class}/{subclass} and /personal-new/…: a banner with the subclass title (SPEC §2). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const productClass = await loadOrRespond(async () => findClass(section, params.classSlug));
  const subclass = await loadOrRespond(async () => findSubclass(productClass, params.subclassSlug));
  return { section, productClass, subclass };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const subclass = args.loaderData?.subclass;
  const lang = langOfSearch(args.location.search);
  return pageMeta(args, subclass && { title: subclass.title[lang], description: subclass.description[lang] });
}

export default function ProductSubclass({ loaderData: { section, productClass, subclass } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: classOverviews[section].title[lang], path: `/${section}-new` },
          { name: productClass.name[lang], path: classHref(section, productClass) },
          { name: subclass.title[lang], path: tileHref(section, productClass, subclass) },
        ]}
      />
      <PageHero image={productClass.banner} title={subclass.title[lang]} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
