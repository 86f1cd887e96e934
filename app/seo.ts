// Document head of every page: "<page title> | <company>", description, canonical URL and
// hreflang alternates (en, km, x-default).
import type { MetaDescriptor } from "react-router";
import { withLang, type Lang } from "./i18n/lang.ts";

export interface RootMetaData {
  lang: Lang;
  origin: string;
  site: { company_name: string; meta_description: string };
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function rootData(matches: MetaArgsLike["matches"]): RootMetaData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootMetaData | undefined;
}

export function pageMeta(args: MetaArgsLike, page: { title: string; description?: string }): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root) return [{ title: page.title }];
  const href = (lang: Lang) => `${root.origin}${withLang(args.location.pathname, lang)}`;
  return [
    { title: `${page.title} | ${root.site.company_name}` },
    { name: "description", content: page.description ?? root.site.meta_description },
    { tagName: "link", rel: "canonical", href: href(root.lang) },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: href("en") },
    { tagName: "link", rel: "alternate", hrefLang: "km", href: href("km") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href("en") },
  ];
}
