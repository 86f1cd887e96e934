import { lazy, Suspense, useState } from "react";
import { useLang } from "../../../../i18n/define.ts";
import { fill } from "../../../../i18n/fill.ts";
import { withLang } from "../../../../i18n/lang.ts";
import type { RegisterRecord } from "../screens.server.ts";
import { useNumber, useRegisterText } from "../../text.ts";

const previewed = ["image/jpeg", "image/png"];
const PdfPages = lazy(() => import("./PdfPages.tsx"));

/** A PDF's pages, drawn only once someone opens them. */
function PdfReader({ src, name }: { src: string; name: string }) {
  const { t } = useRegisterText();
  const [open, setOpen] = useState(false);
  return (
    <details className="admin-files__pdf" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.readPdf}</summary>
      {open && (
        <Suspense fallback={<p className="admin-muted">{t.pdfLoading}</p>}>
          <PdfPages src={src} name={name} />
        </Suspense>
      )}
    </details>
  );
}

/** A record's files: each a download (the back office's file route checks the role and audits it), images and PDFs also shown. */
export function RecordFiles({ path, record }: { path: string; record: RegisterRecord }) {
  const { t } = useRegisterText();
  const lang = useLang();
  const number = useNumber();
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? fill(t.sizeKb, { size: number(Math.max(1, Math.round(bytes / 1024))) })
      : fill(t.sizeMb, { size: number(bytes / 1024 / 1024, 1) });
  if (record.files.length === 0) return <p className="admin-muted">{t.noFiles}</p>;
  return (
    <ul className="admin-files">
      {record.files.map((file) => {
        const href = `${path}/${record.id}/files/${file.id}`;
        return (
          <li key={file.id}>
            <a href={withLang(href, lang)} download={file.name} className="admin-files__name">
              {file.name}
            </a>
            <span className="admin-muted">
              {file.contentType} · {size(file.sizeBytes)}
            </span>
            {previewed.includes(file.contentType) && (
              <img
                className="admin-files__preview"
                src={`${href}?view=preview`}
                alt={fill(t.preview, { name: file.name })}
                loading="lazy"
              />
            )}
            {file.contentType === "application/pdf" && (
              <PdfReader src={withLang(`${href}?view=preview`, lang)} name={file.name} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
