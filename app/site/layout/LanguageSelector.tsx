import { useLocation } from "react-router";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { otherLang, withLang } from "../../i18n/lang.ts";
import { Globe } from "../../ui/icons.tsx";

/**
 * A panel listing the other language, linking to the same path with l set to it. A popover: it
 * opens without script, and a click outside or Escape closes it (the platform's light dismiss).
 */
export function LanguageSelector() {
  const t = useStrings(siteStrings);
  const lang = useLang();
  const other = otherLang(lang);
  const location = useLocation();
  return (
    <div className="lang-selector">
      <button type="button" className="icon-button lang-selector__button" popoverTarget="lang-panel">
        <Globe />
        <span className="visually-hidden">{t.chooseLanguage}: </span>
        <span className="lang-selector__code">{lang.toUpperCase()}</span>
      </button>
      <div id="lang-panel" className="popover lang-selector__panel" popover="auto">
        <a
          href={withLang(`${location.pathname}${location.search}`, other, { explicit: true })}
          lang={other}
          hrefLang={other}
        >
          {siteStrings[other].languageName}
        </a>
      </div>
    </div>
  );
}
