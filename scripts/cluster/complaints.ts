// Complaints posted the way the form of /complaint posts them: a multipart body with the form's
// field names, the site's Origin, files with their types, and the one-time token the page's
// script made when the visitor filled the form in (app/site/forms/token.ts). A post that fails
// because an instance went away is sent again as the browser sends it again: the same body,
// the same token; the site then answers with the complaint an earlier attempt stored, if any.
import { readFileSync } from "node:fs";
import { newToken, tokenField } from "../../app/site/forms/token.ts";
import { complaintFormStrings } from "../../app/site/complaint/strings.ts";

const fixtures = new URL("../../app/uploads/fixtures/", import.meta.url);
const fixture = (name: string, type: string) => ({
  name,
  type,
  bytes: new Uint8Array(readFileSync(new URL(name, fixtures))),
});
export const fixtureFiles = [
  fixture("letter.pdf", "application/pdf"),
  fixture("receipt.jpg", "image/jpeg"),
  fixture("photo.png", "image/png"),
  fixture("statement.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
];
export type FixtureFile = (typeof fixtureFiles)[number];

export interface Attempt {
  /** When it was sent (Date.now()). */
  sentAt: number;
  /** The HTTP status, or null when the connection failed. */
  status: number | null;
  /** The reference the thank-you notice showed; null when the attempt failed. */
  reference: string | null;
  /** What nginx's cache said (X-Cache-Status), and the answer's Cache-Control. */
  cacheStatus: string | null;
  cacheControl: string | null;
}

export interface Submission {
  index: number;
  /** Unique text in the message, to find what this submission stored. */
  marker: string;
  /** The form's one-time token, the same in every attempt. */
  token: string;
  lang: "en" | "km";
  email: string;
  files: FixtureFile[];
  attempts: Attempt[];
}

/** Statuses a visitor would meet when an instance dies under them, and try again. */
const tryAgain = new Set([502, 503, 504]);
const maxAttempts = 5;
const referencePattern = /CMP-\d{4}-\d{6}/;

function formBody(submission: Submission): FormData {
  const body = new FormData();
  body.append("FullName", `Visitor ${submission.index}`);
  body.append("Email", submission.email);
  body.append("PhoneNumber", "012 345 678");
  body.append("CompanyName", submission.index % 3 === 0 ? "Mekong Logistics" : "");
  for (const file of submission.files) body.append("Files", new File([file.bytes], file.name, { type: file.type }));
  body.append("Message", `The garage kept my car for six weeks. [${submission.marker}]`);
  // The honeypot, left empty as people leave it.
  body.append("website", "");
  body.append(tokenField, submission.token);
  return body;
}

async function post(siteUrl: string, submission: Submission): Promise<Attempt> {
  const page = new URL(submission.lang === "km" ? "/complaint?l=km" : "/complaint", siteUrl);
  const attempt: Attempt = { sentAt: Date.now(), status: null, reference: null, cacheStatus: null, cacheControl: null };
  let response: Response;
  let html: string;
  try {
    response = await fetch(page, {
      method: "POST",
      body: formBody(submission),
      headers: {
        Origin: page.origin,
        Referer: page.href,
        Accept: "text/html,application/xhtml+xml",
        "User-Agent": "cluster-test (a browser without JavaScript)",
      },
      signal: AbortSignal.timeout(30_000),
    });
    html = await response.text();
  } catch {
    // No answer, or one cut off: the visitor sees an error and tries again.
    return attempt;
  }
  Object.assign(attempt, {
    status: response.status,
    cacheStatus: response.headers.get("x-cache-status"),
    cacheControl: response.headers.get("cache-control"),
  });
  if (tryAgain.has(response.status)) return attempt;
  const thanked = response.status === 200 && html.includes(complaintFormStrings[submission.lang].sentTitle);
  attempt.reference = thanked ? (html.match(referencePattern)?.[0] ?? null) : null;
  if (!attempt.reference) {
    // A short answer (a proxy's or a plain-text refusal) says why; a whole page would not.
    throw new Error(
      `complaint ${submission.index} answered ${response.status} without a reference${html.length < 500 ? `: ${html.trim()}` : ""}`,
    );
  }
  return attempt;
}

/** Every 50th visitor sends the form twice at once. */
export const isDoubleClick = (index: number) => index % 50 === 25;

export interface SendOptions {
  siteUrl: string;
  runId: string;
  count: number;
  concurrency: number;
  /** Called after each submission that ended, with how many have. */
  onDone?: (done: number) => void;
}

/**
 * Posts `count` complaints, `concurrency` at a time; each is sent until it is thanked for (or
 * fails 5 times), some twice at once to begin with (isDoubleClick).
 */
export async function sendComplaints({
  siteUrl,
  runId,
  count,
  concurrency,
  onDone,
}: SendOptions): Promise<Submission[]> {
  const submissions: Submission[] = Array.from({ length: count }, (_, index) => ({
    index,
    marker: `${runId}-${index}`,
    token: newToken(),
    lang: index % 2 === 0 ? "en" : "km",
    email: `visitor-${index}@example.com`,
    // One to three files of each kind, in turn.
    files: Array.from({ length: 1 + (index % 3) }, (_, n) => fixtureFiles[(index + n) % fixtureFiles.length]!),
    attempts: [],
  }));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      const submission = submissions[next++]!;
      try {
        while (!submission.attempts.at(-1)?.reference) {
          if (submission.attempts.length >= maxAttempts)
            throw new Error(`complaint ${submission.index} failed ${maxAttempts} times`);
          if (submission.attempts.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
          // A double click: both posts at once, which nginx passes to both instances.
          const posts = submission.attempts.length === 0 && isDoubleClick(submission.index) ? 2 : 1;
          submission.attempts.push(
            ...(await Promise.all(Array.from({ length: posts }, () => post(siteUrl, submission)))),
          );
        }
      } catch (error) {
        // The other workers take no new complaint once one has failed.
        next = count;
        throw error;
      }
      onDone?.(++done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return submissions;
}
