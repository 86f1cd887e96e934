import { Link, type LinkProps } from "react-router";
import { useLang } from "../i18n/define.ts";
import { withLang } from "../i18n/lang.ts";

/** An internal link that keeps the visitor's language. */
export function LangLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={withLang(to, useLang())} {...props} />;
}
