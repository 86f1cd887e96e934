import { DownloadIcon } from "../../ui/icons.tsx";
import type { Route } from "./+types/newsletter";
import { RouteErrorBoundary } from "../layout/ErrorScreen.tsx";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { JsonLd } from "../../ui/JsonLd.tsx";
import { LangLink } from "../../ui/LangLink.tsx";
import { PublishedDate } from "./PublishedDate.tsx";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { getNewsletter, type Newsletter, type NewsletterBlock } from "../../content/newsletters/read.server.ts";
import { services } from "../../http/context.server.ts";
import { pageHeaders } from "../../http/cache.ts";
import { loadPreviewableItem } from "../../content/preview.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { withLang } from "../../i18n/lang.ts";
import { mediaStrings } from "./strings.ts";
import { useAbsoluteUrl, useRootData } from "../../root.tsx";
import { pageMeta } from "../seo/seo.ts";
import "./news.css";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPreviewableItem(request, context, (preview, lang) =>
    getNewsletter(services(context).db, lang, params.slug, new Date(), preview),
  );
}

export const headers = pageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(
    args,
    args.loaderData && {
      title: args.loaderData.title,
      description: args.loaderData.excerpt,
      image: args.loaderData.image1,
    },
  );
}

function Block({ block }: { block: NewsletterBlock }) {
  if (block.type === "text") return <p>{block.data}</p>;
  return (
    <ul className="check-list">
      {block.data.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Breadcrumbs and the article for search engines. */
function StructuredData({ newsletter }: { newsletter: Newsletter }) {
  const lang = useLang();
  const absolute = useAbsoluteUrl();
  const site = useRootData()?.site;
  const url = (path: string) => absolute(withLang(path, lang));
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: newsletter.section_title, path: "/newsletters" },
          { name: newsletter.title, path: newsletter.slug },
        ]}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: newsletter.title,
          description: newsletter.excerpt,
          articleSection: newsletter.category,
          inLanguage: lang,
          image: [absolute(newsletter.image1)],
          datePublished: newsletter.published.iso,
          mainEntityOfPage: url(newsletter.slug),
          author: newsletter.profiles.map((profile) => ({ "@type": "Person", name: profile.display_name })),
          ...(site && {
            publisher: {
              "@type": "Organization",
              name: site.company_name,
              logo: { "@type": "ImageObject", url: absolute(site.logo_light) },
            },
          }),
        }}
      />
    </>
  );
}

export default function NewsletterPage({ loaderData: newsletter }: Route.ComponentProps) {
  const t = useStrings(mediaStrings);
  const home = useStrings(siteStrings).home;
  return (
    <article className="container news-article">
      <StructuredData newsletter={newsletter} />
      <nav className="breadcrumb" aria-label={t.breadcrumb}>
        <ol>
          <li>
            <LangLink to="/">{home}</LangLink>
          </li>
          <li>
            <LangLink to="/newsletters">{newsletter.section_title}</LangLink>
          </li>
          <li aria-current="page">{newsletter.title}</li>
        </ol>
      </nav>
      <header className="news-article__header">
        <p className="news-card__category">
          <span className="visually-hidden">{t.category}: </span>
          {newsletter.category}
        </p>
        <h1>{newsletter.title}</h1>
        <PublishedDate published={newsletter.published} />
      </header>
      {/* The article's image is its largest paint: fetched first, never lazily. 1600 × 840, as on the cards. */}
      <ResponsiveImage
        className="news-article__image"
        src={newsletter.image1}
        alt=""
        width={1600}
        height={840}
        sizes="(min-width: 852px) 820px, calc(100vw - 32px)"
        priority
      />
      <div className="news-article__body">
        {newsletter.description.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      {newsletter.attachfile && (
        <section className="news-article__attachment" aria-labelledby="attachment-title">
          <h2 id="attachment-title">{t.attachment}</h2>
          <a className="button button--primary" href={newsletter.attachfile.url} download>
            <DownloadIcon />
            {newsletter.attachfile.title}
          </a>
        </section>
      )}
      {newsletter.profiles.length > 0 && (
        <section className="news-article__authors" aria-labelledby="authors-title">
          <h2 id="authors-title">{t.writtenBy}</h2>
          <ul>
            {newsletter.profiles.map((profile) => (
              <li key={profile.id} className="news-author">
                {profile.avatar_url && (
                  <ResponsiveImage src={profile.avatar_url} alt="" width={48} height={48} sizes="48px" />
                )}
                <span>{profile.display_name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <LangLink to="/newsletters" className="news-article__back">
          {t.backToNewsletters}
        </LangLink>
      </p>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
