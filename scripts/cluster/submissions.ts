// Complaints and contact messages posted the way the forms of /complaint and /contact post them:
// a multipart body with the form's field names, the site's Origin, a complaint's files with their
// types, and the one-time token the page's script made when the visitor filled the form in
// (app/site/forms/token.ts). A post that fails because an instance went away is sent again as the
// browser sends it again: the same body, the same token; the site then answers with what an
// earlier attempt stored, if anything.
import { readFileSync } from "node:fs";
import { newToken, tokenField } from "../../app/site/forms/token.ts";
import { complaintFormStrings } from "../../app/site/complaint/strings.ts";
import { contactFormStrings } from "../../app/site/contact/strings.ts";

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
  /** Whether the visitor was thanked. */
  thanked: boolean;
  /** The reference a complaint's thank-you notice showed; null when the attempt failed (and for a message). */
  reference: string | null;
  /** What nginx's cache said (X-Cache-Status), and the answer's Cache-Control. */
  cacheStatus: string | null;
  cacheControl: string | null;
}

export type SubmissionKind = "complaint" | "contact";

export interface Submission {
  index: number;
  kind: SubmissionKind;
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
const referencePattern = /CMP-\d{4}-\d{6}/;

/** The form as the browser sends it: the contact form URL-encoded, the complaint's with its files as multipart. */
function formBody(submission: Submission): FormData | URLSearchParams {
  if (submission.kind === "contact") {
    return new URLSearchParams({
      fullName: `Visitor ${submission.index}`,
      email: submission.email,
      phone: "012 345 678",
      message: `Please call me about my policy. [${submission.marker}]`,
      website: "",
      [tokenField]: submission.token,
    });
  }
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
  const page = new URL(`/${submission.kind}${submission.lang === "km" ? "?l=km" : ""}`, siteUrl);
  const attempt: Attempt = {
    sentAt: Date.now(),
    status: null,
    thanked: false,
    reference: null,
    cacheStatus: null,
    cacheControl: null,
  };
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
  const strings = submission.kind === "complaint" ? complaintFormStrings : contactFormStrings;
  const thanked = response.status === 200 && html.includes(strings[submission.lang].sentTitle);
  attempt.reference = thanked ? (html.match(referencePattern)?.[0] ?? null) : null;
  attempt.thanked = thanked && (submission.kind === "contact" || attempt.reference !== null);
  if (!attempt.thanked) {
    // A short answer (a proxy's) is quoted whole; of a page, what its alert says.
    const said =
      html.length < 500
        ? html.trim()
        : (/role="alert"[^>]*>([\s\S]{0,300}?)<\/div>/.exec(html)?.[1] ??
          `the page "${/<title>([^<]*)/.exec(html)?.[1] ?? ""}"`);
    throw new Error(
      `${submission.kind} ${submission.index} answered ${response.status} without thanks: ${said
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim()}`,
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
  /** What the submission of this index is (default: every one a complaint). */
  kindOf?: (index: number) => SubmissionKind;
  /** How often a visitor tries before giving up (default 5), and how long they wait between tries (default 200 ms). */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Called after each submission that ended, with how many have, and that one. */
  onDone?: (done: number, submission: Submission) => void;
}

/**
 * Posts `count` submissions, `concurrency` at a time; each is sent until it is thanked for (or
 * fails `maxAttempts` times), some twice at once to begin with (isDoubleClick).
 */
export async function sendSubmissions({
  siteUrl,
  runId,
  count,
  concurrency,
  kindOf = () => "complaint",
  maxAttempts = 5,
  retryDelayMs = 200,
  onDone,
}: SendOptions): Promise<Submission[]> {
  const submissions: Submission[] = Array.from({ length: count }, (_, index) => ({
    index,
    kind: kindOf(index),
    marker: `${runId}-${index}`,
    token: newToken(),
    lang: index % 2 === 0 ? "en" : "km",
    email: `visitor-${index}@example.com`,
    // A complaint's one to three files of each kind, in turn.
    files:
      kindOf(index) === "complaint"
        ? Array.from({ length: 1 + (index % 3) }, (_, n) => fixtureFiles[(index + n) % fixtureFiles.length]!)
        : [],
    attempts: [],
  }));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      const submission = submissions[next++]!;
      try {
        while (!submission.attempts.at(-1)?.thanked) {
          if (submission.attempts.length >= maxAttempts)
            throw new Error(`${submission.kind} ${submission.index} failed ${maxAttempts} times`);
          if (submission.attempts.length > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
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
      onDone?.(++done, submission);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return submissions;
}
