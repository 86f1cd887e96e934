// How the page will look elsewhere (issue 45): its search result (title and description cut as a
// search engine's desktop results cut them, by width) and its link preview card (picture, title,
// description), in each language, read from the page itself as the live preview draws it from
// the editor's draft: what a search engine or a chat app will read is what is shown. Closed at
// first: it reads the page only while open.
import { useEffect, useMemo, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { livePreviewAddress } from "./live-preview.ts";
import { cutToWidth, snippetLimits } from "./search-snippet.ts";

interface Head {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

/** How long the typing must pause before the page is read again. */
const readDelayMs = 600;

/** The head a page declares: its title, description, picture and canonical address. */
function readHead(html: string): Head {
  const page = new DOMParser().parseFromString(html, "text/html");
  const meta = (selector: string) => page.querySelector<HTMLMetaElement>(selector)?.content ?? "";
  return {
    title: page.title,
    description: meta('meta[name="description"]'),
    image: meta('meta[property="og:image"]') || null,
    url: page.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "",
  };
}

/** A string's width in a font, as the browser draws it. */
function measurer(font: string): (text: string) => number {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return (text) => text.length * 8;
  context.font = font;
  return (text) => context.measureText(text).width;
}

function LanguageHead({ head, lang, ui }: { head: Head; lang: Lang; ui: Lang }) {
  const t = adminContentStrings[ui];
  const [title, description] = useMemo(
    () => [
      cutToWidth(head.title, snippetLimits.title.px, measurer(snippetLimits.title.font), lang),
      cutToWidth(head.description, snippetLimits.description.px, measurer(snippetLimits.description.font), lang),
    ],
    [head, lang],
  );
  const measured = (what: string, cut: { width: number; cut: boolean }, limit: number) =>
    fill(cut.cut ? t.headCut : t.headFits, { what, width: Math.round(cut.width), limit });
  const host = head.url ? new URL(head.url).host : "";
  return (
    <section className="ed-head__lang" aria-label={lang === "km" ? t.khmer : t.english}>
      <h3>{lang === "km" ? t.khmer : t.english}</h3>
      <figure className="ed-head__result">
        <figcaption>{t.headResult}</figcaption>
        <p className="ed-head__url">{head.url}</p>
        <p className="ed-head__title" lang={lang}>
          {title.shown}
        </p>
        <p className="ed-head__description" lang={lang}>
          {description.shown}
        </p>
      </figure>
      <ul className="ed-head__sizes">
        <li>{measured(t.headTitle, title, snippetLimits.title.px)}</li>
        <li>{measured(t.headDescription, description, snippetLimits.description.px)}</li>
      </ul>
      <figure className="ed-head__card">
        <figcaption>{t.headCard}</figcaption>
        {head.image && <img src={head.image} alt="" loading="lazy" />}
        <div className="ed-head__card-text">
          <p className="ed-head__host">{host}</p>
          <p className="ed-head__card-title" lang={lang}>
            {head.title}
          </p>
          <p className="ed-head__card-description" lang={lang}>
            {head.description}
          </p>
        </div>
      </figure>
    </section>
  );
}

export function HeadPreview({
  entity,
  itemKey,
  path,
  drawn,
  langs,
  ui,
}: {
  entity: string;
  itemKey: string | null;
  path: string;
  /** Changes each time the draft is kept: the heads are read again. */
  drawn: unknown;
  langs: readonly Lang[];
  ui: Lang;
}) {
  const t = adminContentStrings[ui];
  const [open, setOpen] = useState(false);
  const [heads, setHeads] = useState<Partial<Record<Lang, Head>>>({});
  const [failed, setFailed] = useState(false);
  // Each reading draws the page in both languages: only while the section is open, and once the
  // typing has paused, so that the editor's own saves never wait behind it.
  useEffect(() => {
    if (!open) return;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      Promise.all(
        langs.map(async (lang) => {
          const response = await fetch(livePreviewAddress(path, lang, entity, itemKey), {
            headers: { Accept: "text/html" },
            signal: stop.signal,
          });
          return [lang, readHead(await response.text())] as const;
        }),
      ).then(
        (read) => {
          setHeads(Object.fromEntries(read));
          setFailed(false);
        },
        () => !stop.signal.aborted && setFailed(true),
      );
    }, readDelayMs);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [open, path, entity, itemKey, drawn, langs]);
  return (
    <details className="ed-head" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.headTitleSection}</summary>
      <p className="admin-muted">{t.headLead}</p>
      {failed && <p role="status">{t.headFailed}</p>}
      <div className="ed-head__langs">
        {langs.map((lang) => {
          const head = heads[lang];
          return head ? <LanguageHead key={lang} head={head} lang={lang} ui={ui} /> : null;
        })}
      </div>
    </details>
  );
}
