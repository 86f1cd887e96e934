// The encoder process's entry (forked by server/images/encoder.ts): encodes the variants the web
// server asks for and sends them back; ends when the web server goes or lets it go.
import { encodeVariant } from "./encoding.ts";
import { NotAnImage, type EncodeReply, type EncodeRequest } from "./protocol.ts";

process.on("message", (request: EncodeRequest) => {
  encodeVariant(request.source, request.width, request.format, request.card).then(
    (data) => reply({ id: request.id, data }),
    (error: Error) => reply({ id: request.id, error: error.message, notAnImage: error instanceof NotAnImage }),
  );
});
process.on("disconnect", () => process.exit(0));

function reply(message: EncodeReply) {
  process.send?.(message);
}
