// What the passkey routes share: the step the page's script posts, read and checked (a refusal
// is the answer to send), and the relying party of this site. Their answers are never stored.
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { services } from "../../../http/context.server.ts";
import { readJsonBody } from "../../../http/request-body.server.ts";
import { relyingParty, type RelyingParty } from "./passkeys.server.ts";

export const noStore = { "Cache-Control": "no-store" };

type Step<Schema extends z.ZodType> =
  | { ok: true; step: z.infer<Schema>; rp: RelyingParty }
  | { ok: false; answer: ReturnType<typeof data<{ error: string }>> };

export async function readPasskeyStep<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  schema: Schema,
): Promise<Step<Schema>> {
  const read = await readJsonBody(request, 32 * 1024);
  if (!read.ok) return { ok: false, answer: data({ error: "body" }, { status: read.status, headers: noStore }) };
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) return { ok: false, answer: data({ error: "invalid" }, { status: 400, headers: noStore }) };
  // SITE_URL's origin, else the request's (as the pages' own links).
  const origin = new URL(services(context).config.siteUrl ?? url.origin).origin;
  return { ok: true, step: parsed.data, rp: relyingParty(origin) };
}
