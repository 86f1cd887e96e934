// Reads a request body without trusting its size: the declared length and the bytes actually
// received both stay under the limit. Refusals carry the status to answer with.
type BodyRefusal = { ok: false; status: 400 | 413 | 415; message: string };
export type JsonBody = { ok: true; value: unknown } | BodyRefusal;
export type FormBody = { ok: true; value: FormData } | BodyRefusal;

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
    return { ok: false, status: 415, message: "Send the body as application/json." };
  }
  const bytes = await readBytes(request, maxBytes);
  if (!bytes) return tooLarge(maxBytes);
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, message: "The body is not valid JSON." };
  }
}

/** A form post (URL-encoded, or multipart as some clients send it), parsed once it is known to fit. */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) {
    return { ok: false, status: 415, message: "Send the body as a form." };
  }
  const bytes = await readBytes(request, maxBytes);
  if (!bytes) return tooLarge(maxBytes);
  try {
    return {
      ok: true,
      value: await new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } }).formData(),
    };
  } catch {
    return { ok: false, status: 400, message: "The body is not a well-formed form." };
  }
}

/** The whole body, or null as soon as it is known to be over `maxBytes`. */
async function readBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number): BodyRefusal => ({
  ok: false,
  status: 413,
  message: `The body must be at most ${maxBytes} bytes.`,
});
