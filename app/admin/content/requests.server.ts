// What the editor's routes share on the server: the entity of the address (else 404), the
// submitted record read from the form, and the actor of the audit log.
import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "../../http/context.server.ts";
import { readFormBody } from "../../http/request-body.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";
import { editableNamed } from "../../content/areas.server.ts";
import type { Editable } from "../../content/model/area.ts";
import type { SaveRequest } from "./save.server.ts";
import type { Pair } from "../../content/model/values.ts";

export function editableOr404(name: string | undefined): Editable {
  const editable = editableNamed(name);
  if (!editable) throw data("No such content", { status: 404 });
  return editable;
}

/** The largest record form: a product page with every list filled is some tens of kilobytes. */
const maxRecordBytes = 1024 * 1024;

export async function readRecordForm(request: Request): Promise<FormData> {
  const body = await readFormBody(request, maxRecordBytes);
  if (!body.ok) throw data(body.message, { status: body.status });
  return body.value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The record as the editor sent it ({"en": {...}|null, "km": {...}|null}); anything else is a 400. */
export function submittedPair(form: FormData): Pair {
  const text = form.get("value");
  let value: unknown;
  try {
    value = typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    value = null;
  }
  if (!isRecord(value) || !Object.keys(value).every((key) => key === "en" || key === "km"))
    throw data("Not a record", { status: 400 });
  const side = (lang: "en" | "km") => {
    const record = value[lang];
    if (record === undefined || record === null) return null;
    if (!isRecord(record)) throw data("Not a record", { status: 400 });
    return record;
  };
  return { en: side("en"), km: side("km") };
}

export function actorOf(context: Readonly<RouterContextProvider>): Pick<SaveRequest, "actor" | "clientIp"> {
  const { staff } = requireStaff(context);
  return { actor: { id: staff.id, email: staff.email }, clientIp: context.get(requestInfoContext).clientIp };
}
