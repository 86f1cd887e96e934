import type { ReactNode } from "react";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { telHref } from "./tel.ts";

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A phone number as a tel: link (plain text when it holds no number). */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}

/**
 * A link that opens in a new tab, saying so to screen readers (in the page's language,
 * also when `lang` marks the link's own text as another language).
 */
export function ExternalLink({
  href,
  className,
  lang,
  children,
}: {
  href: string;
  className?: string;
  lang?: string;
  children: ReactNode;
}) {
  const t = useStrings(siteStrings);
  const pageLang = useLang();
  return (
    <a href={href} className={className} lang={lang} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden" lang={lang && lang !== pageLang ? pageLang : undefined}>
        {" "}
        {t.opensInNewWindow}
      </span>
    </a>
  );
}
