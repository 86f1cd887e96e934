// A PDF's pages drawn on the page by pdf.js, for a record's attachment: the file is parsed in
// pdf.js's worker and painted into canvases, so nothing in it runs (no scripts, no forms, no
// links, no XFA forms) and the browser's own PDF viewer, which refuses a sandboxed frame, is not
// needed. Loaded only when someone opens a PDF (RecordFiles' lazy import).
import { useEffect, useRef, useState } from "react";
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { fill } from "../../../../i18n/fill.ts";
import { useRegisterText } from "../../text.ts";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a longer file is downloaded for the rest. */
const maxPages = 20;

type Shown = { state: "loading" } | { state: "failed" } | { state: "shown"; drawn: number; pages: number };

async function drawPages(
  pdf: PDFDocumentProxy,
  into: HTMLElement,
  label: (page: number) => string,
  signal: AbortSignal,
) {
  const width = into.clientWidth || 600;
  const drawn = Math.min(pdf.numPages, maxPages);
  for (let number = 1; number <= drawn; number++) {
    const page = await pdf.getPage(number);
    // Closed (or shown for another file) while this page was read: draw nothing more.
    if (signal.aborted) break;
    const scale = (width / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.className = "admin-pdf__page";
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", label(number));
    into.append(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  return drawn;
}

export default function PdfPages({ src, name }: { src: string; name: string }) {
  const { t } = useRegisterText();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>({ state: "loading" });
  useEffect(() => {
    const into = pagesRef.current;
    if (!into) return;
    const controller = new AbortController();
    let task: PDFDocumentLoadingTask | undefined;
    void (async () => {
      try {
        const response = await fetch(src, { signal: controller.signal, credentials: "same-origin" });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const data = new Uint8Array(await response.arrayBuffer());
        task = getDocument({ data, enableXfa: false });
        const pdf = await task.promise;
        const pages = pdf.numPages;
        const drawn = await drawPages(
          pdf,
          into,
          (page) => fill(t.pdfPage, { page: String(page), pages: String(pages), name }),
          controller.signal,
        );
        if (!controller.signal.aborted) setShown({ state: "shown", drawn, pages });
      } catch {
        if (!controller.signal.aborted) setShown({ state: "failed" });
      }
    })();
    return () => {
      controller.abort();
      into.replaceChildren();
      void task?.destroy();
    };
  }, [src, name, t]);
  return (
    <div className="admin-pdf" aria-busy={shown.state === "loading"}>
      <p className="admin-muted" role="status">
        {shown.state === "loading"
          ? t.pdfLoading
          : shown.state === "failed"
            ? t.pdfFailed
            : shown.drawn < shown.pages
              ? fill(t.pdfFirstPages, { shown: String(shown.drawn), pages: String(shown.pages) })
              : ""}
      </p>
      <div ref={pagesRef} className="admin-pdf__pages" />
    </div>
  );
}
