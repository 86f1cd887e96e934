import type { MetaDescriptor } from "react-router";
import { langOfSearch, type Lang } from "../../i18n/lang.ts";
import { pageMeta } from "../../seo.ts";

interface MetaArgs<Data> {
  loaderData: Data | undefined;
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; meta?: MetaDescriptor[] } | undefined>;
}

/**
 * The head of a product page from its loader data. Without data (404, 503) the root's head
 * stands, which names the error ("Page Not Found | …").
 */
export function productMeta<Data>(args: MetaArgs<Data>, page: (data: Data, lang: Lang) => { title: string; description?: string }): MetaDescriptor[] {
  if (args.loaderData === undefined) return args.matches.find((match) => match?.id === "root")?.meta ?? [];
  return pageMeta(args, page(args.loaderData, langOfSearch(args.location.search)));
}
