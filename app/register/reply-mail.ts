// The e-mail a reply becomes, composed once for the reply form's preview and for its delivery
// (app/register/mail/register-deliveries.server.ts): the box holds the greeting, the answer and the signature, as
// they will be sent, and the e-mail adds only the subject and, below a rule, how to answer.
// Saved replies' placeholders are filled here too.
import { formatDay } from "../i18n/dates.ts";
import { lastDayOf, phnomPenhDay } from "./working-days.ts";
import { fill } from "../i18n/fill.ts";
import type { Lang } from "../i18n/lang.ts";
import { registerMailStrings } from "./mail/strings.ts";

/** Who a reply goes to, in their language. */
export interface ReplyAddressee {
  lang: Lang;
  name: string;
  /** A complaint's reference; null for a contact message. */
  reference: string | null;
  /** The company's name in that language. */
  company: string;
}

const valuesOf = (to: ReplyAddressee) => ({ name: to.name, reference: to.reference ?? "", company: to.company });

/** What the reply box starts with: the greeting, room for the answer, the closing and the signature. */
export function replyTemplate(to: ReplyAddressee): string {
  const t = registerMailStrings[to.lang];
  return [fill(t.greeting, valuesOf(to)), "", "", "", t.closing, fill(t.signature, valuesOf(to))].join("\n");
}

/** The e-mail as sent: the subject, and what staff wrote followed by how to answer. */
export function replyMail(
  to: ReplyAddressee,
  text: string,
  /** The closing e-mail's rating links (app/register/ratings). */
  rating?: { good: string; bad: string },
): { subject: string; text: string } {
  const t = registerMailStrings[to.lang];
  const rate = rating
    ? ["", t.rateAsk, fill(t.rateGood, { link: rating.good }), fill(t.rateBad, { link: rating.bad })]
    : [];
  return {
    subject: fill(to.reference ? t.complaintSubject : t.messageSubject, valuesOf(to)),
    text: [text, ...rate, "", "--", fill(to.reference ? t.complaintFooter : t.messageFooter, valuesOf(to))].join("\n"),
  };
}

/** A reply written when the box held only the answer (its job queued before): the greeting and signature around it. */
export function inTemplate(to: ReplyAddressee, answer: string): string {
  const [greeting, , , , ...end] = replyTemplate(to).split("\n");
  return [greeting, "", answer, "", ...end].join("\n");
}

/** What staff wrote between the template's greeting and its closing: what a saved reply holds. */
export function answerOf(text: string, template: string): string {
  const [greeting = "", , , , ...end] = template.split("\n");
  const closing = end.join("\n");
  let answer = text.trim();
  if (greeting && answer.startsWith(greeting)) answer = answer.slice(greeting.length);
  if (closing && answer.endsWith(closing)) answer = answer.slice(0, -closing.length);
  return answer.trim();
}

/** Lines that open with a greeting, in either language: a reply has at most one. */
const greetingLine = /^\s*(?:dear|hello|hi|ជូនចំពោះ|សួស្តី|ជម្រាបសួរ)(?=[\s,:!]|$)/iu;
export const greetingCount = (text: string) => text.split("\n").filter((line) => greetingLine.test(line)).length;

/** A saved reply's placeholders, each filled from the record it is used on. */
const placeholders = ["name", "reference", "received", "deadline", "today"] as const;
export type PlaceholderValues = Record<(typeof placeholders)[number], string>;

/** The placeholders of a record in its language: the deadline is the last day to answer. */
export function placeholderValues(
  to: ReplyAddressee,
  { receivedAt, answerDueAt }: { receivedAt: string; answerDueAt: string | null },
  now = new Date(),
): PlaceholderValues {
  const day = (calendarDay: string) => formatDay(calendarDay, to.lang);
  return {
    name: to.name,
    reference: to.reference ?? "",
    received: day(phnomPenhDay(new Date(receivedAt))),
    deadline: answerDueAt ? day(lastDayOf(answerDueAt)) : "",
    today: day(phnomPenhDay(now)),
  };
}

/** The placeholders in a text that are not one of ours ("{nmae}"). */
export const unknownPlaceholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => !placeholders.includes(name as never));

export const fillPlaceholders = (text: string, values: PlaceholderValues) => fill(text, values);
