// The live preview panel (issue 31): the public page in a frame, in the chosen language and at a
// phone's or a desktop's width, drawn again each time the editor's draft is kept
// (live-preview.server.ts draws it). A desktop's width is scaled down to fit the panel.
import { useEffect, useRef, useState } from "react";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/fill.ts";
import { adminContentStrings } from "./strings.ts";
import { livePreviewAddress } from "./live-preview.ts";

const widths = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof widths;

export interface LivePreviewProps {
  entity: string;
  itemKey: string | null;
  /** The page's path on the site; null: it cannot be drawn yet (a new item not yet complete). */
  path: string | null;
  /** The draft could not be drawn: the saved page is shown. */
  waiting: boolean;
  /** Changes each time the draft is kept or dropped: the page is drawn again. */
  drawn: unknown;
  langs: readonly Lang[];
  ui: Lang;
}

/** The frame's width in CSS pixels and how far it is scaled to fit the panel. */
function useFit(panel: React.RefObject<HTMLDivElement | null>, width: Width): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setScale(Math.min(1, (entry?.contentRect.width ?? widths[width]) / widths[width])),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel, width]);
  return scale;
}

export function LivePreview({ entity, itemKey, path, waiting, drawn, langs, ui }: LivePreviewProps) {
  const t = adminContentStrings[ui];
  const [lang, setLang] = useState<Lang>(langs.includes(ui) ? ui : langs[0]!);
  const [width, setWidth] = useState<Width>("phone");
  const panel = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const scale = useFit(panel, width);
  const address = path && livePreviewAddress(path, lang, entity, itemKey);
  // Drawn again in place: the reader keeps their place on the page.
  const scrollY = useRef(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const view = frame.current?.contentWindow;
    if (!view) return;
    scrollY.current = view.scrollY;
    view.location.reload();
  }, [drawn]);
  useEffect(() => {
    scrollY.current = 0;
  }, [address]);
  const choice = <T extends string>(
    name: string,
    current: T,
    options: readonly [T, string][],
    set: (value: T) => void,
  ) =>
    options.map(([value, label]) => (
      <label key={value} className="ed-preview__choice">
        <input type="radio" name={name} value={value} checked={current === value} onChange={() => set(value)} />
        {label}
      </label>
    ));
  const langName = (code: Lang) => (code === "km" ? t.khmer : t.english);
  const widthName = width === "phone" ? t.previewPhone : t.previewDesktop;

  return (
    <aside id="ed-preview" className="ed-preview" aria-labelledby="ed-preview-title">
      <h2 id="ed-preview-title" className="ed-preview__title">
        {t.preview}
      </h2>
      <p className="admin-muted ed-preview__lead">{t.previewLead}</p>
      <div className="ed-preview__controls">
        {langs.length > 1 && (
          <fieldset>
            <legend>{t.previewLang}</legend>
            {choice(
              "preview-lang",
              lang,
              langs.map((code) => [code, langName(code)] as [Lang, string]),
              setLang,
            )}
          </fieldset>
        )}
        <fieldset>
          <legend>{t.previewWidth}</legend>
          {choice(
            "preview-width",
            width,
            [
              ["phone", t.previewPhone],
              ["desktop", t.previewDesktop],
            ],
            setWidth,
          )}
        </fieldset>
      </div>
      {(waiting || !address) && (
        <p className="ed-preview__waiting" role="status">
          {address ? t.previewWaiting : t.previewNone}
        </p>
      )}
      <div ref={panel} className="ed-preview__panel">
        {address && (
          <iframe
            ref={frame}
            src={address}
            title={fill(t.previewTitle, { lang: langName(lang), width: widthName })}
            className="ed-preview__frame"
            style={{
              width: `${widths[width]}px`,
              height: `${100 / scale}%`,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
            onLoad={() => frame.current?.contentWindow?.scrollTo(0, scrollY.current)}
          />
        )}
      </div>
    </aside>
  );
}
