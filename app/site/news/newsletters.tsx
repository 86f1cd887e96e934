import type { Route } from "./+types/newsletters";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { LangLink } from "../../ui/LangLink.tsx";
import { PublishedDate } from "./PublishedDate.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { getNewsletters } from "../../content/newsletters/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewable } from "../../content/preview.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { langOf } from "../../i18n/lang.ts";
import { mediaStrings } from "./strings.ts";
import { pageMeta } from "../seo/seo.ts";
import "./news.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreviewable(request, context, (preview) =>
    getNewsletters(services(context).db, langOf(request.url), new Date(), preview),
  );
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, args.loaderData && { title: args.loaderData.title, description: args.loaderData.description });
}

// The cards' grid (media.css): up to 3 columns of at most 384 px in a 1200 px container.
const cardSizes = "(min-width: 980px) 384px, (min-width: 656px) calc(50vw - 28px), calc(100vw - 32px)";

export default function Newsletters({ loaderData: page }: Route.ComponentProps) {
  const t = useStrings(mediaStrings);
  return (
    <>
      <PageHero image={page.image1} title={page.title}>
        <p className="section-lead">{page.description}</p>
      </PageHero>
      <div className="container media-section">
        {page.newsletters.length === 0 ? (
          <p>{t.nothingYet}</p>
        ) : (
          <ul className="news-grid">
            {page.newsletters.map((item, index) => (
              <li key={item.id}>
                <article className="news-card">
                  {/* Newsletter images are 1600 × 840 (1.9:1, the share-card ratio); CSS keeps that frame for any other size. The first card is on the first screen: fetched first, not lazily. */}
                  <ResponsiveImage
                    className="news-card__image"
                    src={item.image1}
                    alt=""
                    width={1600}
                    height={840}
                    sizes={cardSizes}
                    priority={index === 0}
                  />
                  <div className="news-card__body">
                    <p className="news-card__category">
                      <span className="visually-hidden">{t.category}: </span>
                      {item.category}
                    </p>
                    <h2 className="news-card__title">
                      {/* The link covers the whole card (see media.css). */}
                      <LangLink to={item.slug} className="news-card__link">
                        {item.title}
                      </LangLink>
                    </h2>
                    <p className="news-card__excerpt">{item.excerpt}</p>
                    <PublishedDate published={item.published} className="news-card__date" />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
