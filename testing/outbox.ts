// The site's e-mail jobs for a test: delivering through a test SMTP server (testing/smtp.ts) with
// the tests' own addresses, each option overridable.
import { outboxJobs } from "../app/features.server.ts";
import type { DeliveryOptions, OutboxJobs } from "../app/outbox/jobs.ts";
import { smtpMailer } from "../server/outbox/mailer.ts";
import { tempStorage } from "./kit.ts";

export function testOutboxJobs(smtpPort: number, options: Partial<Omit<DeliveryOptions, "mailer">> = {}): OutboxJobs {
  return outboxJobs({
    mailer: smtpMailer(`smtp://127.0.0.1:${smtpPort}`),
    from: "Tonle <no-reply@tonle.example>",
    contactTo: "info@tonle.example",
    complaintTo: "complaints@tonle.example",
    storage: tempStorage(),
    forward: null,
    siteUrl: "https://tonle.test",
    attachmentLimitBytes: 1024,
    ...options,
  });
}
