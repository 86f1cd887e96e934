import { useCallback, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "./strings.ts";
import { otherLang, withLang } from "../../i18n/lang.ts";
import { Globe } from "../../ui/icons.tsx";
import { useDismiss } from "./useDismiss.ts";

/** A panel listing the other language, linking to the same path with l set to it. */
export function LanguageSelector() {
  const t = useStrings(siteStrings);
  const lang = useLang();
  const other = otherLang(lang);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, container, trigger);

  return (
    <div className="lang-selector" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="icon-button lang-selector__button"
        aria-expanded={open}
        aria-controls="lang-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <Globe />
        <span className="visually-hidden">{t.chooseLanguage}: </span>
        <span className="lang-selector__code">{lang.toUpperCase()}</span>
      </button>
      <div id="lang-panel" className="popover lang-selector__panel" hidden={!open}>
        <Link
          to={withLang(`${location.pathname}${location.search}`, other, { explicit: true })}
          lang={other}
          hrefLang={other}
          preventScrollReset
          onClick={close}
        >
          {siteStrings[other].languageName}
        </Link>
      </div>
    </div>
  );
}
