// POST /api/complaints: a complaint from another client (the company's app), as multipart form
// data with the spec's field names (FullName, Email, PhoneNumber, CompanyName, Files, Message).
// The same checks and storage as the page's form, once per Idempotency-Key; answers are JSON
// (README "JSON API").
import type { Route } from "./+types/api-complaints";
import {
  apiError,
  apiKeyReused,
  apiStored,
  apiUnavailable,
  guardApiCall,
  idempotencyKey,
} from "../forms/api.server.ts";
import { receiveComplaint, saveComplaint } from "./complaint.server.ts";
import { KeyReused } from "../forms/idempotency.server.ts";
import { services } from "../../http/context.server.ts";
import { langOf } from "../../i18n/lang.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { UploadError } from "../../uploads/multipart.server.ts";

export const loader = () => apiError(405, "Use POST.", undefined, { Allow: "POST" });

const statusMessages = {
  413: "The upload is too large.",
  415: "A file is not an accepted type.",
  422: "Validation failed.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request.url);
  const { db, storage, forms } = services(context);
  try {
    const refused = await guardApiCall(request, context, "complaint");
    if (refused) return refused;
    const keyed = idempotencyKey(request);
    if ("refusal" in keyed) return keyed.refusal;
    const intake = await receiveComplaint(request, lang, forms.uploadTmpDir);
    try {
      if (!intake.ok) return apiError(intake.status, statusMessages[intake.status], intake.errors);
      const saved = await saveComplaint(db, storage, {
        lang,
        values: intake.values,
        files: intake.files,
        source: "api",
        forward: forms.forward,
        key: keyed.key,
      });
      return apiStored({ id: saved.id, reference: saved.reference }, saved.repeat);
    } finally {
      await intake.cleanup();
    }
  } catch (error) {
    if (error instanceof UploadError) return apiError(error.status, error.message);
    if (error instanceof KeyReused) return apiKeyReused();
    requestLog().error({ err: error }, "api complaint not stored");
    return apiUnavailable("complaint");
  }
}
