// The encoder process's entry (forked by server/image-encoder.ts): encodes the variants the web
// server asks for and sends them back; ends when the web server goes or lets it go.
import type { ImageFormat } from "../app/lib/image-variants.ts";
import { NotAnImage } from "./image-encoder.ts";
import { encodeVariant } from "./image-encoding.ts";

export interface EncodeRequest {
  id: number;
  source: string;
  width: number;
  format: ImageFormat;
}

export type EncodeReply = { id: number; data: Uint8Array } | { id: number; error: string; notAnImage: boolean };

process.on("message", (request: EncodeRequest) => {
  encodeVariant(request.source, request.width, request.format).then(
    (data) => reply({ id: request.id, data }),
    (error: Error) => reply({ id: request.id, error: error.message, notAnImage: error instanceof NotAnImage }),
  );
});
process.on("disconnect", () => process.exit(0));

function reply(message: EncodeReply) {
  process.send?.(message);
}
