import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { uiStrings } from "../../i18n/index.ts";
import { langOfSearch } from "../../i18n/lang.ts";
import { pageMeta } from "../../seo.ts";

interface CompanyMetaArgs {
  error?: unknown;
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * pageMeta for a company page; when the page failed (unknown slug, database down) the
 * document title names the error screen instead of the page.
 */
export function companyMeta(args: CompanyMetaArgs, page: { title: string; description?: string }): MetaDescriptor[] {
  if (!args.error) return pageMeta(args, page);
  const t = uiStrings[langOfSearch(args.location.search)];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return pageMeta(args, { title: notFound ? t.notFoundPageTitle : t.pageError });
}
