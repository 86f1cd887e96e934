import type { Route } from "./+types/product-classes";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { LangLink } from "../../ui/LangLink.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { ClassTiles } from "./ClassTiles.tsx";
import { langOf } from "../../i18n/lang.ts";
import { pageMeta } from "../seo/seo.ts";
import { services } from "../../http/context.server.ts";
import { loadOrRespond } from "../../content/query.server.ts";
import { cacheHeaders } from "../../http/cache.ts";
import { classHref, sectionOf } from "../../content/product-classes/links.ts";
import { getClassOverview } from "../../content/product-classes/read.server.ts";
import "./products.css";

/** /corporate-new (every class) and /personal-new (the first class). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const { page, classes } = await loadOrRespond(() =>
    getClassOverview(services(context).db, langOf(request.url), section),
  );
  return { section, page, classes };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, page && { title: page.title, description: page.description });
}

export default function ProductClasses({ loaderData: { section, page, classes } }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs trail={[{ name: page.title, path: `/${section}-new` }]} />
      <PageHero image={page.banner} title={page.title}>
        <p className="section-lead">{page.description}</p>
      </PageHero>
      {classes.map((productClass, index) => (
        <section key={productClass.slug} className="container product-class" aria-labelledby={`class-${index}`}>
          <h2 id={`class-${index}`} className="section-title">
            <LangLink to={classHref(section, productClass)}>{productClass.name}</LangLink>
          </h2>
          <p className="section-lead">{productClass.description}</p>
          <ClassTiles section={section} productClass={productClass} />
        </section>
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
