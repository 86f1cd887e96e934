// Fault: the mail server refuses connections. The contact form and the complaint form are
// still accepted and stored (store first, deliver later); their e-mails wait in the outbox
// and go out once the mail server is back.
import { describe, expect, it } from "vitest";
import { openSeeded, testDatabases } from "../testing/db.ts";
import { complaintFormStrings } from "../app/site/complaint/strings.ts";
import { contactFormStrings } from "../app/site/contact/strings.ts";
import { createApp } from "./app.ts";
import { outboxJobs } from "../app/features.server.ts";
import { formsConfig, loadEnv, siteConfig } from "./env.ts";
import { smtpMailer } from "./outbox/mailer.ts";
import { processDueJobs } from "./outbox/worker.ts";
import { complaintFormData, listen, parseMail, productionBuild, startSmtp, tempStorage } from "../testing/kit.ts";

const complaintForm = () =>
  complaintFormData({
    FullName: "Keo Ratanak",
    Email: "ratanak@example.com",
    PhoneNumber: "016 222 333",
    Message: "My claim is late.",
  });

describe.each(testDatabases)("SMTP down on $name", (database) => {
  it(
    "accepts and stores both forms, keeps their e-mails, and delivers them when SMTP is back",
    { timeout: 60_000 },
    async () => {
      const db = await openSeeded(database);
      const storage = tempStorage();
      const { build, clientDir } = await productionBuild();
      const app = createApp({
        build,
        clientDir,
        services: {
          db,
          config: siteConfig(loadEnv({})),
          storage,
          forms: formsConfig(loadEnv({ RATE_LIMIT_SUBMISSIONS: "1000" })),
        },
      });
      const server = await listen(app);
      // A port nothing listens on: connections are refused.
      const probe = await startSmtp();
      const smtpPort = probe.port;
      await probe.close();
      const outbox = {
        jobs: outboxJobs({
          mailer: smtpMailer(`smtp://127.0.0.1:${smtpPort}`),
          from: "site <no-reply@tonle-insurance.example>",
          contactTo: "info@tonle-insurance.example",
          complaintTo: "complaints@tonle-insurance.example",
          storage,
          forward: null,
          siteUrl: "https://tonle.test",
          attachmentLimitBytes: 10 * 1024 * 1024,
        }),
        maxAttempts: 5,
      };
      try {
        const contact = await fetch(`${server.base}/contact`, {
          method: "POST",
          body: new URLSearchParams({ fullName: "Sok Dara", phone: "012345678" }),
        });
        expect(contact.status).toBe(200);
        expect(await contact.text()).toContain(contactFormStrings.en.sentTitle);
        const complaint = await fetch(`${server.base}/complaint`, { method: "POST", body: complaintForm() });
        expect(complaint.status).toBe(200);
        const html = await complaint.text();
        expect(html).toContain(complaintFormStrings.en.sentTitle);
        const reference = html.match(/CMP-\d{4}-\d{6}/)?.[0];
        expect(reference).toBeDefined();
        expect(await db.query("select full_name from contact_messages")).toEqual([{ full_name: "Sok Dara" }]);
        expect(await db.query("select full_name from complaints where reference = $1", [reference])).toEqual([
          { full_name: "Keo Ratanak" },
        ]);

        expect(await processDueJobs(db, outbox)).toBe(3);
        const waiting = await db.query<{ status: string; attempts: number; last_error: string }>(
          "select status, attempts, last_error from outbox",
        );
        expect(waiting).toHaveLength(3);
        for (const job of waiting)
          expect(job).toEqual({ status: "pending", attempts: 1, last_error: expect.stringContaining("ECONNREFUSED") });

        const smtp = await startSmtp(smtpPort);
        try {
          // As if the retry delay had passed.
          await db.query("update outbox set next_attempt_at = now()");
          expect(await processDueJobs(db, outbox)).toBe(3);
          const subjects = (await Promise.all(smtp.received.map(parseMail))).map((mail) => mail.subject).sort();
          expect(subjects).toEqual([
            `Complaint ${reference} from Keo Ratanak`,
            "Contact message from Sok Dara",
            `We have received your complaint ${reference}`,
          ]);
          expect(await db.query("select distinct status from outbox")).toEqual([{ status: "done" }]);
        } finally {
          await smtp.close();
        }
      } finally {
        await server.close();
        await db.close();
      }
    },
  );
});
