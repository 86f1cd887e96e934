// What the features' e-mails and forwards share: one Message-ID per job, the layout of an
// e-mail to staff in both languages, how a date and a language are written to staff, links
// into the back office, and the company's application API (APP_API_URL).
import { formatDateTime } from "../i18n/dates.ts";
import type { ForwardTarget } from "./jobs.ts";

/**
 * One Message-ID per outbox job, the same on every attempt: an e-mail sent again because the
 * instance died before recording it (server/outbox/worker.ts) is the same message, which mail systems
 * that de-duplicate by Message-ID drop and people can recognise.
 */
export function messageIdFor(jobId: string, from: string): string {
  const domain = from.match(/@([^\s<>@]+)>?\s*$/)?.[1] ?? "localhost";
  return `<outbox-${jobId}@${domain}>`;
}

/** A staff e-mail's text in both languages: the first, a divider, the other, then each one's "automatic message" line. */
export function inTwoLanguages(first: string[], second: string[], automatic: [string, string]): string {
  return [...first, "", "* * *", "", ...second, "", "--", ...automatic].join("\n");
}

/** An address of the site (a back-office page) as e-mails write it. */
export const siteLink = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, "")}${path}`;

export const languageName = (lang: string) => (lang === "km" ? "Khmer" : "English");

/** When a record arrived, as the staff's e-mails say it: "27 Nov 2026, 16:50 (Phnom Penh time)". */
export const receivedAt = (at: string) => `${formatDateTime(at, "en")} (Phnom Penh time)`;

/** The spec's rule for the application API: HTTP or body status 200/201, or Success true. */
export function isApiSuccess(httpStatus: number, body: unknown): boolean {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return [200, 201].includes(httpStatus) || [200, 201].includes(Number(fields.status)) || fields.Success === true;
}

/** Posts to the application API; anything but the spec's success throws, so the job is retried. */
export async function forwardTo(target: ForwardTarget | null, path: string, body: FormData | string): Promise<void> {
  if (!target) throw new Error("forwarding is not configured (APP_API_URL)");
  const headers: Record<string, string> = typeof body === "string" ? { "Content-Type": "application/json" } : {};
  if (target.apiKey) headers[target.keyHeader] = target.apiKey;
  const response = await fetch(new URL(path, target.url.endsWith("/") ? target.url : `${target.url}/`), {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: only the HTTP status counts.
  }
  if (!isApiSuccess(response.status, parsed))
    throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
}
