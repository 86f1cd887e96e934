// One file a visitor attached to a complaint (role complaints), streamed from the file storage
// (local folder or S3) as a download: never rendered by the browser as a page of this site
// (attachment, the stored type, nosniff, a sandboxing policy). `?view=preview` shows a JPEG or
// PNG inline, for the complaint page's <img>, and gives a PDF to the page's pdf.js
// (files/PdfPages.tsx), still as an attachment: both are audited as viewed on the page. The
// file is found by the complaint's id and its own together: another complaint's file, an
// unknown or malformed id, or a stored key that is not one the site makes all answer the same
// 404. Every answer that carries bytes is in the
// audit log (file.opened); HEAD answers the headers without opening the file. The same serves
// an e-mail as it came (message.eml): a complainant's (/admin/complaints/:id/mail/:mailId), or
// one waiting to be sorted (/admin/mailbox/:mailId).
import type { Route } from "./+types/complaint-file";
import { requestInfoContext, services } from "../../../http/context.server.ts";
import { getComplaintFile, getComplaintMail } from "../../../register/complaints.server.ts";
import { audit } from "../../staff/audit.server.ts";
import { requireStaff } from "../../staff/permissions.server.ts";
import { contentDisposition, rangeAsked } from "../../../uploads/download.ts";
import { isStorageKey } from "../../../uploads/storage.server.ts";

/** Types a browser shows as an image and nothing else, inline; a Word file is only ever downloaded. */
const inlineTypes = new Set(["image/jpeg", "image/png"]);
/** Types the record's page shows: the images, and PDFs drawn by pdf.js from the bytes. */
const previewTypes = new Set([...inlineTypes, "application/pdf"]);

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context);
  const { db, storage } = services(context);
  const { clientIp, log } = context.get(requestInfoContext);
  const file = params.mailId
    ? await getComplaintMail(db, params.id ?? null, params.mailId)
    : await getComplaintFile(db, params.id ?? "", params.fileId ?? "");
  if (!file) return notFound();
  if (!isStorageKey(file.storageKey)) {
    log.error({ complaint: params.id, file: file.id }, "complaint file has a storage key the site does not make");
    return notFound();
  }

  const mode =
    new URL(request.url).searchParams.get("view") === "preview" && previewTypes.has(file.contentType)
      ? "preview"
      : "download";
  // The bytes under a file's id never change, so its id is a strong validator (If-Range).
  const etag = `"${file.id}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(
      mode === "preview" && inlineTypes.has(file.contentType) ? "inline" : "attachment",
      file.originalName,
    ),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "no-store, private",
    "Accept-Ranges": "bytes",
    ETag: etag,
  });
  const ifRange = request.headers.get("If-Range");
  const asked =
    ifRange === null || ifRange === etag
      ? rangeAsked(request.headers.get("Range"), file.sizeBytes)
      : { kind: "whole" as const };
  if (asked.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${file.sizeBytes}`);
    return new Response(null, { status: 416, headers });
  }
  const range = asked.kind === "part" ? asked.range : undefined;
  const status = range ? 206 : 200;
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : file.sizeBytes));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.sizeBytes}`);
  if (request.method === "HEAD") return new Response(null, { status, headers });

  const stored = await storage.open(file.storageKey, range);
  if (!stored) {
    log.error({ complaint: params.id, file: file.id }, "complaint file missing from the file storage");
    return notFound();
  }
  if (stored.size !== file.sizeBytes) {
    await stored.body.cancel();
    throw new Error(`complaint file ${file.id}: ${stored.size} bytes stored, ${file.sizeBytes} recorded`);
  }
  // Recorded before the first byte leaves: a failure to record sends nothing.
  await audit(db, {
    actor: { id: staff.id, email: staff.email },
    clientIp,
    action: "file.opened",
    target: params.id ? { type: "complaint", id: params.id } : undefined,
    detail: { file: file.id, mode, ...(range ? { range: `${range.start}-${range.end}` } : {}) },
  });
  return new Response(stored.body, { status, headers });
}
