// E-mail as it really arrives, generated: broken and lying headers in both languages, NULs and
// lone surrogates, unknown charsets, multiparts nested past reason or without their closing
// boundary, attachments without names, a 10 MB header. Every message is read and stored (or
// found stored) without an error, so none can stall the mailbox. A failure prints fast-check's
// seed and the shrunk message; FUZZ_SEED and FUZZ_RUNS explore further.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { testDatabases } from "../../../testing/db.ts";
import { tempStorage } from "../../../testing/kit.ts";
import { openRegisterDb } from "../../../testing/register.ts";
import { readMessage } from "./message.server.ts";
import { storeMessage } from "./store.server.ts";

const seed = Number(process.env.FUZZ_SEED ?? 12_2026);
const runs = Number(process.env.FUZZ_RUNS ?? 150);

/** Any text a header or body may carry: Khmer, Latin, control characters (NUL too) and lone surrogates. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("ក", "ខ", "្", "រ", "ា", "ំ", "\u200b", "é", "a", " ", "<", ">", "@", ":", ";", '"', "=", "\r\n"),
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  ),
  maxLength: 80,
});
const charset = fc.constantFrom("utf-8", "iso-8859-1", "windows-1252", "x-unknown-42", "utf-7", "", '"utf-8');
const encoding = fc.constantFrom("7bit", "8bit", "base64", "quoted-printable", "x-uuencode", "");

/** A MIME part: text, an attachment (named or not), or a multipart with its parts, its boundary sometimes left open. */
const part: fc.Memo<string> = fc.memo((depth) =>
  depth <= 1
    ? fc.oneof(
        fc
          .tuple(charset, encoding, anyText)
          .map(
            ([cs, enc, text]) =>
              `Content-Type: text/plain; charset=${cs}\r\nContent-Transfer-Encoding: ${enc}\r\n\r\n${text}`,
          ),
        fc
          .tuple(fc.option(anyText), fc.uint8Array({ maxLength: 64 }))
          .map(
            ([name, bytes]) =>
              `Content-Type: application/pdf${name === null ? "" : `; name="${name}"`}\r\nContent-Disposition: attachment\r\n` +
              `Content-Transfer-Encoding: base64\r\n\r\n${Buffer.from(bytes).toString("base64")}`,
          ),
      )
    : fc
        .tuple(
          fc.array(part(depth - 1), { minLength: 0, maxLength: 3 }),
          fc.boolean(),
          fc.constantFrom("mixed", "alternative", "related"),
        )
        .map(([parts, closed, kind]) => {
          const boundary = `b${depth}`;
          return (
            `Content-Type: multipart/${kind}; boundary="${boundary}"\r\n\r\n` +
            parts.map((inner) => `--${boundary}\r\n${inner}\r\n`).join("") +
            (closed ? `--${boundary}--\r\n` : "")
          );
        }),
);

const message = fc
  .tuple(anyText, anyText, anyText, anyText, fc.option(anyText), part(4))
  .map(([fromName, subject, messageId, references, date, body]) =>
    [
      `From: "${fromName}" <sender@example.com>`,
      "To: complaints@tonle.example",
      `Subject: ${subject}`,
      `Message-ID: <${messageId}@example.com>`,
      `References: ${references}`,
      ...(date === null ? [] : [`Date: ${date}`]),
      "MIME-Version: 1.0",
      body,
    ].join("\r\n"),
  );

describe.each(testDatabases)("e-mail as it arrives, generated, on $name", (database) => {
  let db: Db;
  const storage = tempStorage();
  beforeAll(async () => {
    db = await openRegisterDb(database);
  });
  afterAll(() => db?.close());

  it(`reads and stores ${runs} generated messages without an error, each once`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(message, async (text) => {
        const raw = new TextEncoder().encode(text);
        const read = await readMessage(raw);
        expect(read.key.length).toBeGreaterThan(0);
        for (const attachment of read.attachments) expect(attachment.name.length).toBeGreaterThan(0);
        expect(["matched", "opened", "unmatched", "again"]).toContain(await storeMessage(db, storage, read, raw));
        expect(await storeMessage(db, storage, read, raw)).toBe("again");
      }),
      { seed, numRuns: runs },
    );
  });

  it(
    "reads what is not e-mail at all, nested too deep, or a 10 MB header, and keeps it",
    { timeout: 120_000 },
    async () => {
      const deep = `${"Content-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\n".repeat(500)}text`;
      const huge = `Subject: ${"ក".repeat(3_500_000)}\r\nFrom: a@example.com\r\n\r\nbody`;
      for (const text of ["", "\u0000\u0001\u0002", "not an e-mail", deep, huge]) {
        const raw = new TextEncoder().encode(text);
        const read = await readMessage(raw);
        expect(read.subject.length).toBeLessThanOrEqual(998);
        expect(["matched", "opened", "unmatched", "again"]).toContain(await storeMessage(db, storage, read, raw));
      }
    },
  );
});
