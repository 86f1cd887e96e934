// Document head of every page: "<page title> | <company>", description, canonical URL and
// hreflang alternates (en, km, x-default), and the link preview card that chat apps and social
// networks draw (Open Graph and Twitter's card: title, description, image).
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { siteStrings } from "../layout/strings.ts";
import { langOfSearch, withLang, type Lang } from "../../i18n/lang.ts";
import { isLocalImage, isVector, shareCard, shareCardUrl } from "../../images/image-variants.ts";

interface RootMetaData {
  lang: Lang;
  origin: string;
  site: { company_name: string; meta_description: string };
  /** Images' focal points by path ("50% 90%": app/images/image-focus.ts). */
  imageFocus?: Readonly<Record<string, string>>;
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

/** "50% 90%" → { x: 50, y: 90 }. */
function focusOf(position: string | undefined): { x: number; y: number } | undefined {
  const [x, y] = (position ?? "").split(" ").map((part) => Number.parseFloat(part));
  return Number.isFinite(x) && Number.isFinite(y) ? { x: x!, y: y! } : undefined;
}

/**
 * A page's own photo is shared as its share card: cut to 1200 × 630 around its focal point, so
 * that chat apps, which crop to that shape, crop nothing more (image-variants.ts shareCardUrl).
 */
function shareImage(image: string | null | undefined, root: RootMetaData): MetaDescriptor[] {
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${root.origin}${path}`);
  if (!image || !isLocalImage(image) || isVector(image))
    return [{ property: "og:image", content: absolute(image || defaultShareImage) }];
  return [
    { property: "og:image", content: absolute(shareCardUrl(image, focusOf(root.imageFocus?.[image]))) },
    { property: "og:image:width", content: String(shareCard.width) },
    { property: "og:image:height", content: String(shareCard.height) },
  ];
}

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
    ...shareImage(page.image, root),
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
}

function errorHead(args: MetaArgsLike): PageHead {
  const t = siteStrings[langOfSearch(args.location.search)];
  return { title: isRouteErrorResponse(args.error) && args.error.status === 404 ? t.notFoundPageTitle : t.pageError };
}
