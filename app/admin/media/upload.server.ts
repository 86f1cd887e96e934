// An editor's upload, from request to library item: the multipart body is received to a
// temporary file (app/uploads/multipart.server.ts), its bytes checked (check.server.ts), the file
// put in storage under a generated name, and the row inserted with its audit entry in one
// transaction. Whatever fails, nothing is left half-stored: a file whose row could not be
// written is removed from storage, and the temporary file always is.
import type { Db } from "../../../db/client.ts";
import type { AuditActor } from "../staff/audit.server.ts";
import { audit } from "../staff/audit.server.ts";
import { removeAfterFailedStore, type FileStorage } from "../../uploads/storage.server.ts";
import { receiveMultipart, type UploadLimits } from "../../uploads/multipart.server.ts";
import { checkMediaFile, type MediaProblem } from "./check.server.ts";
import {
  deleteMediaRow,
  generateMediaName,
  getMedia,
  insertMedia,
  whereUsed,
  type MediaUse,
} from "./library.server.ts";
import { mediaLimits, mediaStorageKey, type MediaItem, type MediaKind } from "../../uploads/media.ts";

const mediaUploadLimits: UploadLimits = {
  files: 1,
  fileBytes: mediaLimits.documentBytes,
  totalBytes: mediaLimits.documentBytes,
  fieldBytes: 4 * 1024,
  fields: 10,
};

/** Why an upload's form is refused, beside its field. */
export type UploadProblem = MediaProblem | "noFile" | "altEnMissing" | "altKmMissing" | "altTooLong";

export interface UploadContext {
  db: Db;
  storage: FileStorage;
  tmpDir: string;
  actor: AuditActor;
  clientIp: string;
}

export type UploadOutcome =
  | { ok: true; item: MediaItem }
  | { ok: false; problems: UploadProblem[]; fields: { altEn: string; altKm: string; intent: string } };

/** Alt texts of an image: both required, each at most mediaLimits.altChars. */
export function altProblems(kind: MediaKind | null, altEn: string, altKm: string): UploadProblem[] {
  const problems: UploadProblem[] = [];
  if (kind !== "document") {
    if (!altEn) problems.push("altEnMissing");
    if (!altKm) problems.push("altKmMissing");
  }
  if (altEn.length > mediaLimits.altChars || altKm.length > mediaLimits.altChars) problems.push("altTooLong");
  return problems;
}

/** Receives, checks and stores one upload (fields: file, alt_en, alt_km, and optionally kind). Throws UploadError for a malformed body. */
export async function uploadMedia(
  request: Request,
  { db, storage, tmpDir, actor, clientIp }: UploadContext,
): Promise<UploadOutcome> {
  const received = await receiveMultipart(request, mediaUploadLimits, tmpDir, ["file"]);
  try {
    const altEn = (received.fields.get("alt_en") ?? "").trim();
    const altKm = (received.fields.get("alt_km") ?? "").trim();
    const intent = received.fields.get("intent") ?? "";
    const askedKind = received.fields.get("kind");
    const expected: MediaKind | undefined = askedKind === "image" || askedKind === "document" ? askedKind : undefined;
    const fields = { altEn, altKm, intent };
    const file = received.files[0];
    if (received.problems.has("fileTooLarge") || received.problems.has("filesTooLarge")) {
      return { ok: false, problems: ["documentTooLarge"], fields };
    }
    if (!file || file.size === 0)
      return { ok: false, problems: ["noFile", ...altProblems(expected ?? null, altEn, altKm)], fields };
    const checked = await checkMediaFile(file.path, expected);
    if (!checked.ok)
      return { ok: false, problems: [checked.problem, ...altProblems(expected ?? null, altEn, altKm)], fields };
    const problems = altProblems(checked.media.kind, altEn, altKm);
    if (problems.length > 0) return { ok: false, problems, fields };

    const { media } = checked;
    const name = generateMediaName(file.name, media.extension);
    const key = mediaStorageKey(name);
    await storage.put(key, file.path, media.mime);
    try {
      const item = await db.transaction(async (tx) => {
        const inserted = await insertMedia(tx, {
          name,
          originalName: file.name,
          kind: media.kind,
          mimeType: media.mime,
          byteSize: media.size,
          width: media.width,
          height: media.height,
          altEn,
          altKm,
          createdBy: actor.id,
        });
        await audit(tx, {
          actor,
          clientIp,
          action: "media.uploaded",
          target: { type: "media", id: inserted.id },
          detail: { name, kind: media.kind, bytes: media.size },
        });
        return inserted;
      });
      return { ok: true, item };
    } catch (error) {
      await removeAfterFailedStore(storage, [key], error);
      throw error;
    }
  } finally {
    await received.cleanup();
  }
}

export type DeleteOutcome =
  { ok: true } | { ok: false; reason: "notFound" } | { ok: false; reason: "inUse"; uses: MediaUse[] };

/** Deletes an item no content refers to (row and audit entry in one transaction, then the stored file). */
export async function deleteMedia(
  id: string,
  { db, storage, actor, clientIp }: Omit<UploadContext, "tmpDir">,
): Promise<DeleteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DeleteOutcome & { name?: string }> => {
    const item = await getMedia(tx, id);
    if (!item) return { ok: false, reason: "notFound" };
    const uses = await whereUsed(tx, item.name);
    if (uses.length > 0) return { ok: false, reason: "inUse", uses };
    await deleteMediaRow(tx, id);
    await audit(tx, {
      actor,
      clientIp,
      action: "media.deleted",
      target: { type: "media", id },
      detail: { name: item.name, originalName: item.originalName },
    });
    return { ok: true, name: item.name };
  });
  if (outcome.ok && outcome.name) await storage.remove(mediaStorageKey(outcome.name)).catch(() => {});
  return outcome.ok ? { ok: true } : outcome;
}
