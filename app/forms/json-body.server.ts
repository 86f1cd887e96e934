// Reads a JSON request body without trusting its size: the declared length and the bytes
// actually received both stay under the limit.
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
    return { ok: false, status: 415, message: "Send the body as application/json." };
  }
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) return tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) return tooLarge(maxBytes);
    chunks.push(chunk);
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks))) };
  } catch {
    return { ok: false, status: 400, message: "The body is not valid JSON." };
  }
}

const tooLarge = (maxBytes: number): JsonBody => ({ ok: false, status: 413, message: `The body must be at most ${maxBytes} bytes.` });
