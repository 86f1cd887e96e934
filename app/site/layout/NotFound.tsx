import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";

/** The page for any address the site does not have: shown with HTTP status 404. */
export function NotFound() {
  const t = useStrings(siteStrings);
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <p className="status-screen__code" aria-hidden="true">
        {t.notFoundCode}
      </p>
      <h1 id="not-found-title">{t.notFoundTitle}</h1>
      <p>{t.notFoundHint}</p>
      <LangLink to="/" className="button button--primary">
        {t.backToHome}
      </LangLink>
    </section>
  );
}
