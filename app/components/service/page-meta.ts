import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../seo.ts";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; meta?: MetaDescriptor[] } | undefined>;
}

/**
 * The page's meta from its content; without content (the loader threw: 404, 503) the root's
 * meta, which titles the error screen ("Page Not Found", "An error has occured").
 */
export function contentMeta(args: MetaArgs, page: { title: string; description?: string } | undefined): MetaDescriptor[] {
  if (!page) return args.matches.find((match) => match?.id === "root")?.meta ?? [];
  return pageMeta(args, page);
}
