// The fastest this machine can answer a page: one file held in memory, sent by node:http with
// no routing, no compression and no logging. bench/load.ts runs it beside the real server.
// usage: node bench/static-server.ts <file> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
if (!file || !port) {
  console.error("usage: node bench/static-server.ts <file> <port>");
  process.exit(2);
}
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
