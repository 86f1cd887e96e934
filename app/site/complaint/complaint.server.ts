// A complaint from the page or the JSON API: received as a stream (files to temporary
// files), checked with the form's schema and by the files' content, then stored for good:
// the files into storage first, then the complaint, its file rows and its delivery jobs in
// one transaction. The visitor hears "Thank You!" only after that commits. A complaint that
// carries a key is stored once however often it arrives (app/site/forms/idempotency.server.ts).
import { randomUUID } from "node:crypto";
import { openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Submission as ConformSubmission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import type { Lang } from "../../i18n/lang.ts";
import {
  addComplaintFiles,
  insertComplaint,
  savedComplaint,
  type NewComplaintFile,
  type SavedComplaint,
} from "../../register/intake.server.ts";
import { holdAsSpam } from "../../register/spam/spam.server.ts";
import type { SpamVerdict } from "../../register/spam/reasons.ts";
import { enqueue } from "../../register/jobs.ts";
import { complaintFormStrings } from "./strings.ts";
import { detectAcceptedType, type DetectedType } from "../../uploads/content-type.server.ts";
import { receiveMultipart, type ReceivedFile, type UploadLimits } from "../../uploads/multipart.server.ts";
import { newStorageKey, removeAfterFailedStore, removeFiles, type FileStorage } from "../../uploads/storage.server.ts";
import { complaintSchema, type ComplaintValues } from "./complaint-form.ts";
import { complaintLimits } from "../../register/limits.ts";
import { fileDigest, fingerprint, storeOnce, type Once, type SubmissionKey } from "../forms/idempotency.server.ts";

const complaintUploadLimits: UploadLimits = {
  files: complaintLimits.files,
  fileBytes: complaintLimits.fileBytes,
  totalBytes: complaintLimits.totalBytes,
  // The longest field is the message: 5000 characters of up to 3 UTF-8 bytes each.
  fieldBytes: complaintLimits.message * 3 + 1024,
  fields: 20,
};

interface AcceptedFile extends ReceivedFile {
  type: DetectedType;
}

type Submission = ConformSubmission<z.input<ReturnType<typeof complaintSchema>>, string[], ComplaintValues>;

export type ComplaintIntake =
  | { ok: true; values: ComplaintValues; files: AcceptedFile[]; submission: Submission; cleanup(): Promise<void> }
  | {
      ok: false;
      status: 413 | 415 | 422;
      errors: Record<string, string[]>;
      submission: Submission;
      cleanup(): Promise<void>;
    };

/**
 * Reads and checks a posted complaint. Malformed bodies throw UploadError (400, 413, 415).
 * The caller must call cleanup() once it is done with the temporary files.
 */
export async function receiveComplaint(
  request: Request,
  lang: Lang,
  tmpDir = join(tmpdir(), "complaint-uploads"),
): Promise<ComplaintIntake> {
  const t = complaintFormStrings[lang];
  const received = await receiveMultipart(request, complaintUploadLimits, tmpDir, ["Files"]);
  try {
    const formData = new FormData();
    for (const [name, value] of received.fields) formData.append(name, value);
    for (const file of received.files) formData.append(file.field, new File([await openAsBlob(file.path)], file.name));
    const submission = parseWithZod(formData, { schema: complaintSchema(lang) });

    const limitMessages = [
      ...(received.problems.has("tooManyFiles") ? [t.tooManyFiles] : []),
      ...(received.problems.has("filesTooLarge") ? [t.filesTooLarge] : []),
    ];
    const notReal: string[] = [];
    const files: AcceptedFile[] = [];
    for (const file of received.files) {
      const type =
        file.size > 0 && !received.problems.has("filesTooLarge") ? await detectAcceptedType(file.path) : null;
      if (type) files.push({ ...file, type });
      else notReal.push(file.name);
    }
    const contentMessages =
      notReal.length > 0 && !received.problems.has("fileTooLarge") ? [`${t.fileNotReal} ${notReal.join(", ")}`] : [];
    const errors = mergeErrors(submission.status === "success" ? {} : (submission.error ?? {}), {
      Files: [...limitMessages, ...contentMessages],
      Message: received.problems.has("fieldTooLarge") ? [t.fieldsTooLarge] : [],
    });
    const status =
      received.problems.size > 0
        ? 413
        : contentMessages.length > 0
          ? 415
          : submission.status === "success"
            ? null
            : 422;
    if (status === null && submission.status === "success") {
      return { ok: true, values: submission.value, files, submission, cleanup: received.cleanup };
    }
    return { ok: false, status: status ?? 422, errors, submission, cleanup: received.cleanup };
  } catch (error) {
    await received.cleanup();
    throw error;
  }
}

function mergeErrors(base: Record<string, string[] | null>, extra: Record<string, string[]>): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(base)) if (messages?.length) merged[name] = [...messages];
  for (const [name, messages] of Object.entries(extra)) {
    const all = [...new Set([...(merged[name] ?? []), ...messages])];
    if (all.length > 0) merged[name] = all;
  }
  return merged;
}

/** Puts the accepted files into storage, all or none. */
async function putFiles(storage: FileStorage, files: AcceptedFile[]) {
  const stored = files.map((file) => ({ ...file, key: newStorageKey("complaints", file.type.extension) }));
  const put = await Promise.allSettled(stored.map((file) => storage.put(file.key, file.path, file.type.mime)));
  const keys = stored.map((file) => file.key);
  const failedPut = put.find((result) => result.status === "rejected");
  if (failedPut) {
    await removeFiles(storage, keys);
    throw failedPut.reason;
  }
  const rows: NewComplaintFile[] = stored.map((file) => ({
    storageKey: file.key,
    name: file.name,
    contentType: file.type.mime,
    sizeBytes: file.size,
  }));
  return { rows, keys };
}

const newRecord = (lang: Lang, values: ComplaintValues) => ({
  lang,
  fullName: values.FullName,
  email: values.Email,
  phone: values.PhoneNumber,
  companyName: values.CompanyName,
  message: values.Message,
});

interface ComplaintInput {
  lang: Lang;
  values: ComplaintValues;
  files: AcceptedFile[];
  source: "site" | "api";
  forward: boolean;
  /** Sent from the page without the solved challenge. */
  unverified?: boolean;
  key?: SubmissionKey | null;
}

/**
 * Stores the files, then the complaint with its deliveries; on failure nothing is left behind. A
 * complaint whose key arrived before is answered with the earlier one's reference: when that is
 * known at once no file is uploaded, and when two arrive at once the second's files are removed
 * again. Throws KeyReused for other content under a key that came before.
 */
export async function saveComplaint(
  db: Db,
  storage: FileStorage,
  input: ComplaintInput,
): Promise<Once<SavedComplaint>> {
  const { values, key = null } = input;
  // Only a keyed complaint needs its fingerprint, which reads every file's bytes.
  const files = key ? await Promise.all(input.files.map(async (file) => [file.name, await fileDigest(file.path)])) : [];
  const print = key
    ? fingerprint([values.FullName, values.Email, values.PhoneNumber, values.CompanyName, values.Message, ...files])
    : "";
  return storeOnce(db, "complaint", key, print, {
    read: (id) => savedComplaint(db, id),
    store: async (claim) => {
      const { rows, keys } = await putFiles(storage, input.files);
      try {
        const saved = await db.transaction(async (tx) => {
          const id = randomUUID();
          if (!(await claim(tx, id))) return null;
          const complaint = await insertComplaint(tx, {
            id,
            ...newRecord(input.lang, values),
            source: input.source,
            unverified: input.unverified ?? false,
          });
          await addComplaintFiles(tx, id, rows);
          await enqueue(tx, "complaint.email", { complaintId: id });
          await enqueue(tx, "complaint.ack", { complaintId: id });
          if (input.forward) await enqueue(tx, "complaint.forward", { complaintId: id });
          return complaint;
        });
        if (!saved) await removeFiles(storage, keys);
        return saved;
      } catch (error) {
        await removeAfterFailedStore(storage, keys, error);
        throw error;
      }
    },
  });
}

/** A complaint that looks like spam: its files into storage, then into the Spam list (app/register/spam). */
export async function holdComplaint(
  db: Db,
  storage: FileStorage,
  input: Omit<ComplaintInput, "key" | "unverified">,
  verdict: SpamVerdict,
): Promise<void> {
  const { rows, keys } = await putFiles(storage, input.files);
  try {
    await holdAsSpam(
      db,
      {
        kind: "complaint",
        ...newRecord(input.lang, input.values),
        source: input.source,
        files: rows,
        forward: input.forward,
      },
      verdict,
    );
  } catch (error) {
    await removeAfterFailedStore(storage, keys, error);
    throw error;
  }
}
