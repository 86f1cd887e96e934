// POST /api/contact: a contact message from another client (the company's app), as JSON with
// The spec's field names. Stored with its deliveries like the page's form, once per
// Idempotency-Key (README "JSON API").
import type { Route } from "./+types/api-contact";
import {
  apiError,
  apiKeyReused,
  apiStored,
  apiUnavailable,
  guardApiCall,
  idempotencyKey,
} from "../forms/api.server.ts";
import { contactSchema } from "./contact-form.ts";
import { saveContactMessage } from "./contact.server.ts";
import { KeyReused } from "../forms/idempotency.server.ts";
import { readJsonBody } from "../../http/request-body.server.ts";
import { services } from "../../http/context.server.ts";
import { langOf } from "../../i18n/lang.ts";
import { requestLog } from "../../http/request-log.server.ts";
import { z } from "zod";
import { storableText } from "../../validation/storable-text.ts";

/** The spec's names on the wire, the form's names inside. */
const wireNames = { full_name: "fullName", email: "email", phone_number: "phone", message: "message" } as const;

const companyName = z
  .string()
  .overwrite(storableText)
  .trim()
  .max(100, "company_name must be at most 100 characters")
  .default("");

export const loader = () => apiError(405, "Use POST.", undefined, { Allow: "POST" });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request.url);
  try {
    const refused = await guardApiCall(request, context, "contact");
    if (refused) return refused;
    const keyed = idempotencyKey(request);
    if ("refusal" in keyed) return keyed.refusal;
    const body = await readJsonBody(request, 32 * 1024);
    if (!body.ok) return apiError(body.status, body.message);
    const input = typeof body.value === "object" && body.value !== null ? (body.value as Record<string, unknown>) : {};
    const parsed = contactSchema(lang).safeParse(
      Object.fromEntries(Object.entries(wireNames).map(([wire, name]) => [name, input[wire]])),
    );
    const company = companyName.safeParse(input.company_name ?? "");
    if (!parsed.success || !company.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const wire = Object.entries(wireNames).find(([, name]) => name === issue.path[0])?.[0] ?? String(issue.path[0]);
        (errors[wire] ??= []).push(issue.message);
      }
      if (!company.success) errors.company_name = company.error.issues.map((issue) => issue.message);
      return apiError(422, "Validation failed.", errors);
    }
    const { forms, db } = services(context);
    const saved = await saveContactMessage(db, lang, parsed.data, {
      forward: forms.forward,
      companyName: company.data,
      key: keyed.key,
    });
    return apiStored({ id: saved.id }, saved.repeat);
  } catch (error) {
    if (error instanceof KeyReused) return apiKeyReused();
    requestLog().error({ err: error }, "api contact not stored");
    return apiUnavailable("contact");
  }
}
