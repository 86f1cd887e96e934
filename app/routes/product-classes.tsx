import type { Route } from "./+types/product-classes";
import { RouteErrorBoundary } from "../components/ErrorScreen.tsx";
import { LangLink } from "../components/LangLink.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ClassTiles } from "../components/products/ClassTiles.tsx";
import { langOfSearch } from "../i18n/lang.ts";
import { pageMeta } from "../seo.ts";
import { cacheHeaders } from "../http.ts";
import { useLang } from "../i18n/index.ts";
import { classesOf, classHref, classOverviews, sectionOf } from "../content/product-classes.ts";
import "../styles/products.css";

/** /corporate-new (every class) and /personal-new (the first class): static content. */
export function loader({ request }: Route.LoaderArgs) {
  return { section: sectionOf(new URL(request.url).pathname) };
}

export const headers = () => cacheHeaders("page");

export function meta(args: Route.MetaArgs) {
  const overview = args.loaderData && classOverviews[args.loaderData.section];
  const lang = langOfSearch(args.location.search);
  return pageMeta(args, overview && { title: overview.title[lang], description: overview.description[lang] });
}

export default function ProductClasses({ loaderData: { section } }: Route.ComponentProps) {
  const lang = useLang();
  const overview = classOverviews[section];
  return (
    <>
      <Breadcrumbs trail={[{ name: overview.title[lang], path: `/${section}-new` }]} />
      <PageHero image={overview.banner} title={overview.title[lang]}>
        <p className="section-lead">{overview.description[lang]}</p>
      </PageHero>
      {classesOf(section).map((productClass, index) => (
        <section key={productClass.name.en} className="container product-class" aria-labelledby={`class-${index}`}>
          <h2 id={`class-${index}`} className="section-title">
            <LangLink to={classHref(section, productClass)}>{productClass.name[lang]}</LangLink>
          </h2>
          <p className="section-lead">{productClass.description[lang]}</p>
          <ClassTiles section={section} productClass={productClass} />
        </section>
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
