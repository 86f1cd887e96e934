// The complaint page, the contact page and the JSON API over HTTP (production build, real
// database, real files on disk): what each kind of bad input gets, and that it stores nothing.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { complaintLimits } from "../app/register/limits.ts";
import { complaintFormStrings } from "../app/site/complaint/strings.ts";
import { contactFormStrings } from "../app/site/contact/strings.ts";
import { localStorage } from "../app/uploads/storage.server.ts";
import { createApp } from "./app.ts";
import { formStamp } from "../app/site/forms/bot-checks.server.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { complaintFormData, filesUnder, listen, productionBuild, uploadFixture as fixture } from "../testing/kit.ts";

const en = complaintFormStrings.en;
const apiKey = "test-key-0123456789abcdef";
const fields = {
  FullName: "Sok Dara",
  Email: "dara@example.com",
  PhoneNumber: "012 345 678",
  CompanyName: "",
  Message: "The garage kept my car for six weeks.",
};

const complaintForm = (
  values: Record<string, string> = fields,
  files: [string, Uint8Array<ArrayBuffer>][] = [
    ["letter.pdf", fixture("letter.pdf")],
    ["receipt.jpg", fixture("receipt.jpg")],
  ],
) => complaintFormData(values, files);

describe.each(testDatabases)("forms over HTTP on $name", (database) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const dataDir = mkdtempSync(join(tmpdir(), "forms-http-"));
  const uploads = join(dataDir, "uploads");
  const forms = formsConfig(loadEnv({ DATA_DIR: dataDir, API_KEYS: apiKey, RATE_LIMIT_SUBMISSIONS: "1000" }));

  beforeAll(async () => {
    db = await openSeeded(database);
    const { build, clientDir } = await productionBuild();
    const app = createApp({
      build,
      clientDir,
      services: { db, config: siteConfig(loadEnv({})), storage: localStorage(uploads), forms },
    });
    ({ base, close } = await listen(app));
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const complaints = async () => (await db.query<{ n: number }>("select count(*)::int as n from complaints"))[0]!.n;
  /** Runs `submit` and checks that it stored nothing and left no temporary upload behind. */
  async function storesNothing(submit: () => Promise<Response>): Promise<Response> {
    const [before, filesBefore] = [await complaints(), filesUnder(uploads).length];
    const response = await submit();
    await response.clone().text();
    expect(await complaints()).toBe(before);
    expect(filesUnder(uploads)).toHaveLength(filesBefore);
    expect(filesUnder(forms.uploadTmpDir)).toEqual([]);
    return response;
  }
  const postPage = (body: BodyInit, init: RequestInit = {}) =>
    fetch(`${base}/complaint`, { method: "POST", body, ...init });
  const postApi = (path: string, body: BodyInit, headers: Record<string, string> = { "X-API-Key": apiKey }) =>
    fetch(`${base}/api/${path}`, { method: "POST", body, headers });

  describe("the complaint page", () => {
    it("stores a complaint with its files, then thanks the visitor with the reference", async () => {
      const before = await complaints();
      const response = await postPage(complaintForm());
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain(en.sentTitle);
      expect(html).toContain(en.sentText);
      const reference = html.match(/CMP-\d{4}-\d{6}/)?.[0];
      expect(reference).toBeDefined();
      expect(await complaints()).toBe(before + 1);
      const [row] = await db.query<{ files: number }>(
        "select count(f.*)::int as files from complaints c join complaint_files f on f.complaint_id = c.id where c.reference = $1",
        [reference],
      );
      expect(row!.files).toBe(2);
      expect(filesUnder(forms.uploadTmpDir)).toEqual([]);
    });

    it("holds a filled honeypot, a form sent faster than a person types and a blocked sender as spam, with the same thanks and no reference", async () => {
      const spam = async () =>
        (
          await db.query<{ reason: string; detail: string }>(
            "select reason, detail from spam_items order by received_at desc limit 1",
          )
        )[0];
      const page = await (await fetch(`${base}/complaint`)).text();
      const stamp = /name="started" value="([^"]+)"/.exec(page)?.[1];
      expect(stamp).toMatch(/^\d{13}\.[\w-]{22}$/);
      await db.query("insert into blocked_senders (pattern, added_by_name) values ('bulk.example', 'Alice')");
      for (const [values, reason] of [
        [{ ...fields, website: "https://spam.example" }, "honeypot"],
        [{ ...fields, started: stamp! }, "too_fast"],
        [{ ...fields, Email: "offers@mail.bulk.example" }, "blocked_sender"],
      ] as const) {
        const before = await complaints();
        const response = await postPage(complaintForm(values));
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(en.sentTitle);
        expect(html).not.toMatch(/CMP-\d{4}-\d{6}/);
        expect(await complaints()).toBe(before);
        expect(await spam()).toMatchObject({ reason });
      }
      expect(filesUnder(forms.uploadTmpDir)).toEqual([]);
    });

    it("stores a form sent without the challenge (no script ran) as a real complaint, marked unverified", async () => {
      const started = await formStamp(db, Date.now() - 30_000);
      const html = await (await postPage(complaintForm({ ...fields, started }))).text();
      const reference = html.match(/CMP-\d{4}-\d{6}/)?.[0];
      const [row] = await db.query<{ unverified: boolean }>("select unverified from complaints where reference = $1", [
        reference,
      ]);
      expect(row).toEqual({ unverified: true });
    });

    it("answers 422 with the messages and the visitor's input when fields are missing", async () => {
      const response = await storesNothing(() => postPage(complaintForm({ ...fields, Email: "", Message: "" })));
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain(en.required);
      expect(html).toContain('value="Sok Dara"');
    });

    it("answers 415 for a renamed program, naming the file", async () => {
      const program = new Uint8Array(readFileSync(process.execPath).subarray(0, 8192));
      const response = await storesNothing(() => postPage(complaintForm(fields, [["invoice.pdf", program]])));
      expect(response.status).toBe(415);
      expect(await response.text()).toContain(`${en.fileNotReal.replace("'", "&#x27;")} invoice.pdf`);
    });

    it("answers 413 for a file over 10 MB and for a body over the cap, with a friendly message", async () => {
      const big = new Uint8Array(complaintLimits.fileBytes + 1024);
      const oversized = await storesNothing(() => postPage(complaintForm(fields, [["scan.pdf", big]])));
      expect(oversized.status).toBe(413);
      expect(await oversized.text()).toContain(`${en.fileTooLarge} scan.pdf`);

      const tooMany = await storesNothing(() =>
        postPage(
          complaintForm(
            fields,
            Array.from({ length: 6 }, (_, i) => [`${i}.pdf`, fixture("letter.pdf")]),
          ),
        ),
      );
      expect(tooMany.status).toBe(413);
      expect(await tooMany.text()).toContain(en.tooManyFiles);

      const declared = await storesNothing(() =>
        postPage("x", {
          headers: {
            "Content-Type": "multipart/form-data; boundary=x",
            "Content-Length": String(complaintLimits.totalBytes * 2),
          },
        }).catch(
          // The server may answer and close before taking a body it has refused.
          () => new Response(null, { status: 413 }),
        ),
      );
      expect(declared.status).toBe(413);
    });

    it("answers 400 for a malformed multipart body", async () => {
      const response = await storesNothing(() =>
        postPage('--b\r\nContent-Disposition: form-data; name="FullName"\r\n\r\nSok', {
          headers: { "Content-Type": "multipart/form-data; boundary=b" },
        }),
      );
      expect(response.status).toBe(400);
    });
  });

  describe("cross-site posts (CSRF)", () => {
    it("refuses a complaint or a contact message sent from another site's page, storing nothing", async () => {
      const crossSite: Record<string, string>[] = [
        { Origin: "https://attacker.example" },
        { Origin: "null" },
        { "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const response = await storesNothing(() => postPage(complaintForm(), { headers }));
        expect(response.status).toBe(403);
        expect(await response.text()).toContain("only be sent from its own pages");
      }
      const contact = await fetch(`${base}/contact`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Origin: "https://attacker.example" },
      });
      expect(contact.status).toBe(403);
    });

    it("accepts a post from the site's own page (the browser's Origin and Sec-Fetch-Site)", async () => {
      const before = await complaints();
      const response = await postPage(complaintForm(), { headers: { Origin: base, "Sec-Fetch-Site": "same-origin" } });
      expect(response.status).toBe(200);
      expect(await complaints()).toBe(before + 1);
    });
  });

  describe("the contact page", () => {
    it("answers 415, 400 and 413 to bodies that are no form of a sensible size, storing nothing", async () => {
      const messages = async () =>
        (await db.query<{ n: number }>("select count(*)::int as n from contact_messages"))[0]!.n;
      const post = (body: BodyInit, headers: Record<string, string> = {}) =>
        fetch(`${base}/contact`, { method: "POST", body, headers });
      const before = await messages();
      expect(
        (
          await post(JSON.stringify({ fullName: "Sok Dara", phone: "012345678" }), {
            "Content-Type": "application/json",
          })
        ).status,
      ).toBe(415);
      expect((await post("fullName=Sok+Dara&phone=012345678", { "Content-Type": "text/plain" })).status).toBe(415);
      expect((await post("--b\r\ngarbage", { "Content-Type": "multipart/form-data; boundary=b" })).status).toBe(400);
      const oversized = await post(
        new URLSearchParams({ fullName: "Sok Dara", phone: "012345678", message: "x".repeat(70_000) }),
      );
      expect(oversized.status).toBe(413);
      expect(await oversized.text()).toContain(contactFormStrings.en.failedTitle);
      expect(await messages()).toBe(before);
    });
  });

  it.each([
    { what: "the page's data", fails: /./ },
    { what: "the form's stamp (its key)", fails: /signing_keys/ },
  ])(
    "answers 503, not 200 or 500, when $what fails to load right after the message was stored (a database restart)",
    async ({ fails }) => {
      // Stored, then the database goes away before the page's own reads (or those that do not retry).
      let away = false;
      const flaky: Db = {
        ...db,
        transaction: async (work) => {
          const done = await db.transaction(work);
          away = true;
          return done;
        },
        query: (sql, params) =>
          away && fails.test(sql)
            ? Promise.reject(new Error("Connection terminated unexpectedly"))
            : db.query(sql, params),
      };
      const { build, clientDir } = await productionBuild();
      const site = await listen(
        createApp({
          build,
          clientDir,
          services: { db: flaky, config: siteConfig(loadEnv({})), storage: localStorage(uploads), forms },
        }),
      );
      try {
        const before = (await db.query<{ n: number }>("select count(*)::int as n from contact_messages"))[0]!.n;
        const response = await fetch(`${site.base}/contact`, {
          method: "POST",
          body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678", message: "Please call me." }),
        });
        expect(away).toBe(true);
        expect(response.status).toBe(503);
        expect(await response.text()).toContain("An error has occured");
        expect((await db.query<{ n: number }>("select count(*)::int as n from contact_messages"))[0]!.n).toBe(
          before + 1,
        );
      } finally {
        await site.close();
      }
    },
  );

  describe("a submission sent twice (one-time token, Idempotency-Key)", () => {
    let keys = 0;
    const newKey = () => `${process.pid}-${++keys}-0123456789abcdef`;
    const referenceOf = (html: string) => html.match(/CMP-\d{4}-\d{6}/)?.[0];
    const tokenIn = (html: string) => html.match(/<input type="hidden" name="token" value="([^"]*)"/)?.[1];
    const withToken = (token: string, values: Record<string, string> = fields) => complaintForm({ ...values, token });
    const messages = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from contact_messages"))[0]!.n;

    it("the page's HTML, which caches share, carries no token; every answer to a post carries a fresh one", async () => {
      const page = await fetch(`${base}/complaint`);
      expect(page.headers.get("cache-control")).toContain("public");
      expect(tokenIn(await page.text())).toBe("");
      const [first, second] = [
        await (await postPage(complaintForm())).text(),
        await (await postPage(complaintForm({ ...fields, Email: "" }))).text(),
      ];
      expect(tokenIn(first)).toMatch(/^[0-9a-f]{32}$/);
      expect(tokenIn(second)).toMatch(/^[0-9a-f]{32}$/);
      expect(tokenIn(first)).not.toBe(tokenIn(second));
      expect(tokenIn(await (await fetch(`${base}/contact`)).text())).toBe("");
    });

    it("stores a complaint posted twice with the same token once; the second answer is the first's, and no file is stored twice", async () => {
      const token = newKey();
      const [before, filesBefore] = [await complaints(), filesUnder(uploads).length];
      const first = await postPage(withToken(token));
      const firstHtml = await first.text();
      const second = await postPage(withToken(token));
      const secondHtml = await second.text();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(secondHtml).toContain(en.sentTitle);
      expect(referenceOf(secondHtml)).toBe(referenceOf(firstHtml));
      expect(await complaints()).toBe(before + 1);
      expect(filesUnder(uploads)).toHaveLength(filesBefore + 2);
      expect(filesUnder(forms.uploadTmpDir)).toEqual([]);
    });

    it("stores one complaint when posts with the same token arrive at once", async () => {
      const token = newKey();
      const [before, filesBefore] = [await complaints(), filesUnder(uploads).length];
      const answers = await Promise.all(
        [1, 2, 3].map(async () => referenceOf(await (await postPage(withToken(token))).text())),
      );
      expect(answers[0]).toMatch(/^CMP-/);
      expect(new Set(answers).size).toBe(1);
      expect(await complaints()).toBe(before + 1);
      expect(filesUnder(uploads)).toHaveLength(filesBefore + 2);
    });

    it("refuses a malformed token (400), or the token again with other content (422), storing nothing", async () => {
      const malformed = await storesNothing(() => postPage(withToken("not a token")));
      expect(malformed.status).toBe(400);
      expect(await malformed.text()).toContain(en.failedTitle);

      const token = newKey();
      await (await postPage(withToken(token))).text();
      const changed = await storesNothing(() =>
        postPage(withToken(token, { ...fields, Message: "Another complaint." })),
      );
      expect(changed.status).toBe(422);
      const html = await changed.text();
      expect(html).toContain(en.failedTitle);
      expect(html).toContain("Another complaint.");
    });

    it("stores a contact message posted twice with the same token once", async () => {
      const token = newKey();
      const before = await messages();
      const post = () =>
        fetch(`${base}/contact`, {
          method: "POST",
          body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678", token }),
        });
      const answers = [await post(), await post()];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      for (const answer of answers) expect(await answer.text()).toContain(contactFormStrings.en.sentTitle);
      expect(await messages()).toBe(before + 1);
      const malformed = await fetch(`${base}/contact`, {
        method: "POST",
        body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678", token: "x" }),
      });
      expect(malformed.status).toBe(400);
      expect(await messages()).toBe(before + 1);
    });

    it("API: the same Idempotency-Key answers 201 with the first complaint again, marked Idempotent-Replayed", async () => {
      const key = newKey();
      const [before, filesBefore] = [await complaints(), filesUnder(uploads).length];
      const headers = { "X-API-Key": apiKey, "Idempotency-Key": key };
      const first = await postApi("complaints", complaintForm(), headers);
      const second = await postApi("complaints", complaintForm(), { ...headers, "Idempotency-Key": `"${key}"` });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      expect(second.headers.get("idempotent-replayed")).toBe("true");
      const [a, b] = [await first.json(), await second.json()];
      expect(b).toEqual(a);
      expect(await complaints()).toBe(before + 1);
      expect(filesUnder(uploads)).toHaveLength(filesBefore + 2);

      // Arriving at once.
      const atOnce = newKey();
      const answers = await Promise.all(
        [1, 2, 3].map(
          async () =>
            (await (
              await postApi("complaints", complaintForm(), { ...headers, "Idempotency-Key": atOnce })
            ).json()) as { data: unknown },
        ),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
      expect(await complaints()).toBe(before + 2);
      expect(filesUnder(uploads)).toHaveLength(filesBefore + 4);
    });

    it("API: a malformed Idempotency-Key is 400, the key again with another body 422, storing nothing", async () => {
      const malformed = await storesNothing(() =>
        postApi("complaints", complaintForm(), { "X-API-Key": apiKey, "Idempotency-Key": "abc" }),
      );
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        Success: false,
        status: 400,
        message: "Idempotency-Key must be 16 to 128 letters, digits, '-' or '_' (a UUID is a good key).",
      });

      const key = newKey();
      const headers = { "X-API-Key": apiKey, "Idempotency-Key": key };
      expect((await postApi("complaints", complaintForm(), headers)).status).toBe(201);
      const other = await storesNothing(() =>
        postApi("complaints", complaintForm({ ...fields, Message: "Another complaint." }), headers),
      );
      expect(other.status).toBe(422);
      expect(await other.json()).toEqual({
        Success: false,
        status: 422,
        message: "This Idempotency-Key was used before with a different request. Use a new key for a new submission.",
      });
    });

    it("API: contact messages too", async () => {
      const before = await messages();
      const message = { full_name: "Chan Sopheap", phone_number: "098 765 432", message: "Please call me" };
      const keyless = { "X-API-Key": apiKey, "Content-Type": "application/json" };
      const headers = { ...keyless, "Idempotency-Key": newKey() };
      const [first, second] = [
        await postApi("contact", JSON.stringify(message), headers),
        await postApi("contact", JSON.stringify(message), headers),
      ];
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(await second.json()).toEqual(await first.json());
      expect(await messages()).toBe(before + 1);
      expect((await postApi("contact", JSON.stringify({ ...message, message: "Changed" }), headers)).status).toBe(422);
      expect(
        (await postApi("contact", JSON.stringify(message), { ...headers, "Idempotency-Key": "bad key!" })).status,
      ).toBe(400);
      // Without a key, each call stores.
      await postApi("contact", JSON.stringify(message), keyless);
      await postApi("contact", JSON.stringify(message), keyless);
      expect(await messages()).toBe(before + 3);
    });
  });

  describe("the JSON API", () => {
    it("creates a complaint: 201 with Success, status and data (spec)", async () => {
      const response = await postApi("complaints?l=km", complaintForm());
      expect(response.status).toBe(201);
      const body = (await response.json()) as {
        Success: boolean;
        status: number;
        data: { id: string; reference: string };
      };
      expect(body).toMatchObject({
        Success: true,
        status: 201,
        data: { reference: expect.stringMatching(/^CMP-\d{4}-\d{6}$/) },
      });
      const [row] = await db.query<{ lang: string; source: string }>(
        "select lang, source from complaints where id = $1",
        [body.data.id],
      );
      expect(row).toEqual({ lang: "km", source: "api" });
    });

    it("refuses calls without a valid key (401), bad input (422, 415, 413, 400) and GET (405), storing nothing", async () => {
      expect((await storesNothing(() => postApi("complaints", complaintForm(), {}))).status).toBe(401);
      expect(
        (await storesNothing(() => postApi("complaints", complaintForm(), { "X-API-Key": `${apiKey}x` }))).status,
      ).toBe(401);

      const invalid = await storesNothing(() =>
        postApi("complaints", complaintForm({ ...fields, Email: "not-an-address" }, [])),
      );
      expect(invalid.status).toBe(422);
      expect(await invalid.json()).toEqual({
        Success: false,
        status: 422,
        message: "Validation failed.",
        errors: { Email: [en.emailInvalid], Files: [en.filesRequired] },
      });

      const overlong = await storesNothing(() =>
        postApi("complaints", complaintForm({ ...fields, FullName: "x".repeat(101) })),
      );
      expect(overlong.status).toBe(422);

      const wrongType = await storesNothing(() =>
        postApi("complaints", complaintForm(fields, [["plan.docx", fixture("not-word.docx")]])),
      );
      expect(wrongType.status).toBe(415);
      expect(
        await storesNothing(() =>
          postApi("complaints", JSON.stringify(fields), { "X-API-Key": apiKey, "Content-Type": "application/json" }),
        ),
      ).toHaveProperty("status", 415);

      const tooMany = await storesNothing(() =>
        postApi(
          "complaints",
          complaintForm(
            fields,
            Array.from({ length: 6 }, (_, i) => [`${i}.png`, fixture("photo.png")]),
          ),
        ),
      );
      expect(tooMany.status).toBe(413);
      expect(((await tooMany.json()) as { errors: { Files: string[] } }).errors.Files).toContain(en.tooManyFiles);

      const malformed = await storesNothing(() =>
        fetch(`${base}/api/complaints`, {
          method: "POST",
          body: "--b\r\ngarbage",
          headers: { "X-API-Key": apiKey, "Content-Type": "multipart/form-data; boundary=b" },
        }),
      );
      expect(malformed.status).toBe(400);

      const get = await fetch(`${base}/api/complaints`);
      expect(get.status).toBe(405);
      expect(await get.json()).toMatchObject({ Success: false, status: 405 });
    });

    it("takes contact messages as JSON with the spec's field names", async () => {
      const message = {
        email: "sopheap@example.com",
        phone_number: "098 765 432",
        message: "Please call me",
        company_name: "Mekong Logistics",
        full_name: "Chan Sopheap",
      };
      const response = await postApi("contact", JSON.stringify(message), {
        "X-API-Key": apiKey,
        "Content-Type": "application/json",
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { Success: boolean; data: { id: string } };
      expect(body.Success).toBe(true);
      const [row] = await db.query("select full_name, phone_number, company_name from contact_messages where id = $1", [
        body.data.id,
      ]);
      expect(row).toEqual({ full_name: "Chan Sopheap", phone_number: "098 765 432", company_name: "Mekong Logistics" });

      const json = { "X-API-Key": apiKey, "Content-Type": "application/json" };
      const invalid = await postApi(
        "contact",
        JSON.stringify({ ...message, full_name: "x".repeat(31), phone_number: "" }),
        json,
      );
      expect(invalid.status).toBe(422);
      expect(((await invalid.json()) as { errors: unknown }).errors).toEqual({
        full_name: [contactFormStrings.en.tooLong],
        phone_number: [contactFormStrings.en.required],
      });
      expect((await postApi("contact", "{not json", json)).status).toBe(400);
      expect((await postApi("contact", JSON.stringify({ ...message, message: "x".repeat(40_000) }), json)).status).toBe(
        413,
      );
      expect((await postApi("contact", new URLSearchParams(message), { "X-API-Key": apiKey })).status).toBe(415);
      expect((await postApi("contact", JSON.stringify(message), { "Content-Type": "application/json" })).status).toBe(
        401,
      );
    });
  });
});

describe("submission rate limit over HTTP", () => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  let appBehind: (trustProxy: string) => ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openSeeded(testDatabases[0]!);
    const dataDir = mkdtempSync(join(tmpdir(), "forms-limit-"));
    const { build } = await productionBuild();
    appBehind = (trustProxy) =>
      createApp({
        build,
        clientDir: null,
        services: {
          db,
          config: siteConfig(loadEnv({})),
          storage: localStorage(join(dataDir, "uploads")),
          forms: formsConfig(loadEnv({ DATA_DIR: dataDir, API_KEYS: apiKey, RATE_LIMIT_SUBMISSIONS: "2" })),
        },
        trustProxy,
      });
    // Behind one trusted proxy: the client is the address it forwards.
    ({ base, close } = await listen(appBehind("loopback")));
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  it("counts the connection's address when X-Forwarded-For does not come from the trusted proxy", async () => {
    const direct = await listen(appBehind("10.9.8.7"));
    try {
      const post = (address: string) =>
        fetch(`${direct.base}/contact`, {
          method: "POST",
          body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678" }),
          headers: { "X-Forwarded-For": address },
        });
      expect((await post("198.51.100.1")).status).toBe(200);
      expect((await post("198.51.100.2")).status).toBe(200);
      expect((await post("198.51.100.3")).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("answers 429 with Retry-After after the limit, per client address and form", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const post = (address: string) =>
      fetch(`${base}/complaint`, { method: "POST", body: complaintForm(), headers: from(address) });
    expect((await post("203.0.113.7")).status).toBe(200);
    expect((await post("203.0.113.7")).status).toBe(200);
    const refused = await post("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(en.tooManyRequests);
    expect((await post("203.0.113.8")).status).toBe(200);

    const contact = (address: string) =>
      fetch(`${base}/contact`, {
        method: "POST",
        body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678" }),
        headers: from(address),
      });
    expect((await contact("203.0.113.7")).status).toBe(200);
    expect((await contact("203.0.113.7")).status).toBe(200);
    const contactRefused = await contact("203.0.113.7");
    expect(contactRefused.status).toBe(429);
    expect(await contactRefused.text()).toContain(contactFormStrings.en.tooManyRequests);

    const api = () =>
      fetch(`${base}/api/contact`, {
        method: "POST",
        body: "{}",
        headers: { ...from("203.0.113.9"), "X-API-Key": apiKey, "Content-Type": "application/json" },
      });
    expect((await api()).status).toBe(422);
    expect((await api()).status).toBe(422);
    expect((await api()).status).toBe(429);
  });
});
