// Document head of every page: "<page title> | <company>", description, canonical URL and
// hreflang alternates (en, km, x-default), and the link preview card that chat apps and social
// networks draw (Open Graph and Twitter's card: title, description, image).
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { siteStrings } from "../layout/strings.ts";
import { langOfSearch, withLang, type Lang } from "../../i18n/lang.ts";

interface RootMetaData {
  lang: Lang;
  origin: string;
  site: { company_name: string; meta_description: string };
}

interface MetaArgsLike {
  error?: unknown;
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageHead {
  title: string;
  description?: string;
  /** The page's picture for link previews (a path of the site); the site's icon when none. */
  image?: string | null;
}

/** The link preview's picture when a page has none of its own. */
const defaultShareImage = "/icons/icon-512.png";

/** An item's page shown in the other language (loadPreviewableItem): the language its text is in. */
function shownIn(matches: MetaArgsLike["matches"]): Lang | undefined {
  return (matches.at(-1)?.loaderData as { shownIn?: Lang } | undefined)?.shownIn;
}

function rootData(matches: MetaArgsLike["matches"]): RootMetaData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootMetaData | undefined;
}

/**
 * The head of a page. Without the page's data, or when it failed (unknown slug, database
 * down), the title names the error screen instead ("Page Not Found", "An error has occured").
 */
export function pageMeta(args: MetaArgsLike, content: PageHead | null | undefined): MetaDescriptor[] {
  const page = args.error || !content ? errorHead(args) : content;
  const root = rootData(args.matches);
  if (!root) return [{ title: page.title }];
  const href = (lang: Lang) => `${root.origin}${withLang(args.location.pathname, lang)}`;
  const description = page.description ?? root.site.meta_description;
  const image = page.image || defaultShareImage;
  // A page shown in the other language is that language's page for search engines: it names
  // only that one, so the page in the language it lacks is not indexed as a copy.
  const other = args.error ? undefined : shownIn(args.matches);
  const lang = other ?? root.lang;
  const alternates: Lang[] = other ? [other] : ["en", "km"];
  return [
    { title: `${page.title} | ${root.site.company_name}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: href(lang) },
    ...alternates.map((one) => ({ tagName: "link", rel: "alternate", hrefLang: one, href: href(one) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(other ?? "en") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root.site.company_name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: href(lang) },
    { property: "og:locale", content: lang === "km" ? "km_KH" : "en_US" },
    { property: "og:image", content: /^https?:/.test(image) ? image : `${root.origin}${image}` },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
}

function errorHead(args: MetaArgsLike): PageHead {
  const t = siteStrings[langOfSearch(args.location.search)];
  return { title: isRouteErrorResponse(args.error) && args.error.status === 404 ? t.notFoundPageTitle : t.pageError };
}
