// An upload to the media library by the signed-in staff member, from the library's page or from
// the content editor's picker: checked and stored (upload.server.ts), with the refusal of a
// malformed or oversized body worded as any other problem.
import type { RouterContextProvider } from "react-router";
import { requestInfoContext, services } from "../../http/context.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { UploadError } from "../../uploads/multipart.server.ts";
import type { MediaItem } from "../../uploads/media.ts";
import { uploadMedia, type UploadProblem } from "./upload.server.ts";

export type StaffUploadOutcome =
  | { ok: true; item: MediaItem }
  | { ok: false; status: number; problems: UploadProblem[] | ["badUpload"]; fields: { altEn: string; altKm: string } };

export async function staffUpload(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffUploadOutcome> {
  const { staff } = requireStaff(context);
  const { db, storage, forms } = services(context);
  try {
    const outcome = await uploadMedia(request, {
      db,
      storage,
      tmpDir: forms.uploadTmpDir,
      actor: { id: staff.id, email: staff.email },
      clientIp: context.get(requestInfoContext).clientIp,
    });
    return outcome.ok ? outcome : { ok: false, status: 400, problems: outcome.problems, fields: outcome.fields };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return {
      ok: false,
      status: error.status,
      problems: error.status === 413 ? ["documentTooLarge"] : ["badUpload"],
      fields: { altEn: "", altKm: "" },
    };
  }
}
