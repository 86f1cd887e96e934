import { useAbsoluteUrl } from "../../root.tsx";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { withLang } from "../../i18n/lang.ts";
import { breadcrumbList, JsonLd } from "../../ui/JsonLd.tsx";

/** BreadcrumbList structured data: Home, then the trail, as absolute URLs in the page's language. */
export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  const t = useStrings(siteStrings);
  const lang = useLang();
  const absolute = useAbsoluteUrl();
  const items = [{ name: t.home, path: "/" }, ...trail].map((item) => ({
    name: item.name,
    url: absolute(withLang(item.path, lang)),
  }));
  return <JsonLd data={breadcrumbList(items)} />;
}
