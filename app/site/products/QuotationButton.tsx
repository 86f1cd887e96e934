import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { quotationLabel } from "./strings.ts";

/** The download-quotation button of personal products (spec): Khmer label, opens a new window. */
export function QuotationButton({ url }: { url: string }) {
  const t = useStrings(siteStrings);
  return (
    <a className="button button--primary product-quotation" href={url} target="_blank" rel="noopener noreferrer">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 3v12m-5-5 5 5 5-5M5 21h14" />
      </svg>
      <span lang="km">{quotationLabel}</span>
      <span className="visually-hidden">{t.opensInNewWindow}</span>
    </a>
  );
}
