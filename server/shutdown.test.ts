// Graceful shutdown of the real server process: SIGTERM while a complaint is still being
// uploaded and an e-mail is half delivered. New connections are refused at once, the upload
// completes and is stored, the delivery is finished (and no new one started), the database is
// closed, and the process exits 0 within 10 s.
import { mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDb } from "../db/client.ts";
import { complaintFormStrings } from "../app/site/complaint/strings.ts";
import { startServer, startSmtp, waitFor } from "../testing/kit.ts";

const apiKey = "shutdown-test-key-0123456789";
const boundary = "shutdown-test-boundary";

/** A multipart complaint in two halves: the request stays in flight until the second is sent. */
function complaintInHalves(): [Buffer, Buffer] {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = [
    field("FullName", "Sok Dara"),
    field("Email", "dara@example.com"),
    field("PhoneNumber", "012 345 678"),
    field("Message", "My claim is late."),
  ];
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const pdf = readFileSync(new URL("../app/uploads/fixtures/letter.pdf", import.meta.url));
  const half = Math.floor(pdf.length / 2);
  return [
    Buffer.concat([Buffer.from(fields.join("") + fileHead), pdf.subarray(0, half)]),
    Buffer.concat([pdf.subarray(half), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  ];
}

/** Whether a new TCP connection to the server is refused (no keep-alive connection reused). */
const refusesConnections = (base: string) =>
  new Promise<boolean>((resolve) => {
    const probe = request(`${base}/healthz`, { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
    probe.end();
  });

describe("graceful shutdown", () => {
  it(
    "finishes the request and the delivery under way, refuses new connections, exits 0 within 10 s",
    { timeout: 60_000 },
    async () => {
      const smtp = await startSmtp(0, { answerDelayMs: 3000 });
      const dataDir = mkdtempSync(join(tmpdir(), "shutdown-"));
      const server = await startServer({
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        API_KEYS: apiKey,
      });
      try {
        const contact = await fetch(`${server.base}/api/contact`, {
          method: "POST",
          headers: { "X-API-Key": apiKey, "Content-Type": "application/json" },
          body: JSON.stringify({
            full_name: "Chan Sopheap",
            phone_number: "098 765 432",
            email: "sopheap@example.com",
            message: "Call me",
          }),
        });
        expect(contact.status).toBe(201);
        await waitFor("the e-mail to reach the SMTP server", () => smtp.held.length === 1);

        const [firstHalf, secondHalf] = complaintInHalves();
        const upload = request(`${server.base}/complaint`, {
          method: "POST",
          agent: false,
          headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        });
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          upload.on("response", (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          });
          upload.on("error", reject);
        });
        upload.write(firstHalf);
        // Time for the server to take the request and start reading its body.
        await new Promise((resolve) => setTimeout(resolve, 500));

        const signalled = Date.now();
        server.child.kill("SIGTERM");
        await waitFor("new connections to be refused", () => refusesConnections(server.base), 2000);
        expect(server.child.exitCode).toBeNull();

        upload.end(secondHalf);
        const { status, body } = await answer;
        expect(status).toBe(200);
        expect(body).toContain(complaintFormStrings.en.sentTitle);

        expect(await server.exited).toBe(0);
        const took = Date.now() - signalled;
        expect(took).toBeLessThan(10_000);
        // It waited for the SMTP server's answer to the e-mail under way.
        expect(took).toBeGreaterThanOrEqual(1500);
        expect(smtp.received.map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual([
          "Contact message from Chan Sopheap",
        ]);
        expect(server.output()).toMatch(/"msg":"stopped"/);
      } finally {
        if (server.child.exitCode === null) server.child.kill("SIGKILL");
        await smtp.close();
      }

      // The database was closed cleanly: it opens again, with the delivery marked done and the
      // complaint stored, its own deliveries left for the next start.
      const db = await openDb({ kind: "pglite", dataDir: join(dataDir, "pglite") });
      try {
        const jobs = await db.query<{ kind: string; status: string; attempts: number }>(
          "select kind, status, attempts from outbox order by kind",
        );
        expect(jobs).toEqual([
          { kind: "complaint.ack", status: "pending", attempts: 0 },
          { kind: "complaint.email", status: "pending", attempts: 0 },
          { kind: "contact.email", status: "done", attempts: 1 },
        ]);
        expect(await db.query("select full_name from complaints")).toEqual([{ full_name: "Sok Dara" }]);
      } finally {
        await db.close();
      }
    },
  );
});
