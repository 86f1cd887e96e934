import { DownloadIcon } from "../../ui/icons.tsx";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { quotationLabel } from "./strings.ts";

/** The download-quotation button of personal products (spec): Khmer label, opens a new window. */
export function QuotationButton({ url }: { url: string }) {
  const t = useStrings(siteStrings);
  return (
    <a className="button button--primary product-quotation" href={url} target="_blank" rel="noopener noreferrer">
      <DownloadIcon />
      <span lang="km">{quotationLabel}</span>
      <span className="visually-hidden">{t.opensInNewWindow}</span>
    </a>
  );
}
