import { data } from "react-router";
import type { Route } from "./+types/product-subclass";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { langOf } from "../../i18n/lang.ts";
import { pageMeta } from "../seo/seo.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { classHref, sectionOf, tileHref } from "../../content/product-classes/links.ts";
import { getProductClass } from "../../content/product-classes/read.server.ts";
import "./products.css";

/** /corporate-new/{class}/{subclass} and /personal-new/…: a banner with the subclass title. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const { page, productClass } = await loadOrRespond(() =>
    getProductClass(services(context).db, langOf(request.url), section, params.classSlug),
  );
  const subclass = productClass.subclasses.find((candidate) => candidate.slug === params.subclassSlug);
  if (!subclass) throw data("Not found", { status: 404 });
  // The page needs the class's name, banner and address, not its other subclasses.
  return {
    section,
    page,
    productClass: { slug: productClass.slug, name: productClass.name, banner: productClass.banner },
    subclass,
  };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const subclass = args.loaderData?.subclass;
  return pageMeta(args, subclass && { title: subclass.title, description: subclass.description });
}

export default function ProductSubclass({
  loaderData: { section, page, productClass, subclass },
}: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: page.title, path: `/${section}-new` },
          { name: productClass.name, path: classHref(section, productClass) },
          { name: subclass.title, path: tileHref(section, productClass, subclass) },
        ]}
      />
      <PageHero image={productClass.banner} title={subclass.title} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
