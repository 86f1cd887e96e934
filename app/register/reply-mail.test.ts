import { describe, expect, it } from "vitest";
import { registerForms } from "../admin/register/records/forms.ts";
import {
  answerOf,
  fillPlaceholders,
  greetingCount,
  inTemplate,
  placeholderValues,
  replyMail,
  replyTemplate,
  unknownPlaceholders,
} from "./reply-mail.ts";

const dara = { lang: "en", name: "Sok Dara", reference: "CMP-2026-000123", company: "Tonle Insurance" } as const;
const daraKm = { ...dara, lang: "km", company: "ទន្លេ" } as const;

describe("the reply e-mail", () => {
  it("starts the box with the greeting, room for the answer, the closing and the signature", () => {
    expect(replyTemplate(dara)).toBe("Dear Sok Dara,\n\n\n\nKind regards,\nTonle Insurance");
    expect(replyTemplate(daraKm)).toBe("ជូនចំពោះ Sok Dara\n\n\n\nដោយក្តីគោរព\nទន្លេ");
  });

  it("sends what was written, with one greeting, then how to answer", () => {
    const written = replyTemplate(dara).replace("\n\n\n\n", "\n\nYour car is ready.\n\n");
    const mail = replyMail(dara, written);
    expect(mail.subject).toBe("Your complaint CMP-2026-000123");
    expect(mail.text).toBe(
      `${written}\n\n--\nYou can answer this e-mail. Please quote the reference CMP-2026-000123 whenever you contact us about this complaint.`,
    );
    expect(greetingCount(mail.text)).toBe(1);
    // A contact message has no reference.
    expect(replyMail({ ...dara, reference: null }, written).subject).toBe("Your message to Tonle Insurance");
  });

  it("puts the greeting and signature around a reply written before the box held them", () => {
    expect(inTemplate(dara, "Your car is ready.")).toBe(
      "Dear Sok Dara,\n\nYour car is ready.\n\nKind regards,\nTonle Insurance",
    );
  });

  it("takes the answer out of the whole e-mail for a saved reply: no greeting, no closing", () => {
    const template = replyTemplate(daraKm);
    const [greeting, , , , ...end] = template.split("\n");
    expect(answerOf(template, template)).toBe("");
    expect(answerOf([greeting, "", "យើងនឹងទូរស័ព្ទមកអ្នក។", "", ...end].join("\n"), template)).toBe("យើងនឹងទូរស័ព្ទមកអ្នក។");
    // Changed around the answer: what is left is kept.
    expect(answerOf("Hello,\nWe call you.", template)).toBe("Hello,\nWe call you.");
  });

  it("counts greetings in either language, at the start of a line only", () => {
    expect(greetingCount("Dear Sok Dara,\nDear Mr Sok,\nthanks")).toBe(2);
    expect(greetingCount("ជូនចំពោះ Sok Dara\nសួស្តី លោក")).toBe(2);
    expect(greetingCount("Hello,\nwe hold your dear car.\nHigh time.")).toBe(1);
  });

  it("fills a saved reply's placeholders from the record, in its language", () => {
    const values = placeholderValues(
      daraKm,
      { receivedAt: "2026-11-26T03:00:00Z", answerDueAt: "2026-12-10T17:00:00Z" },
      new Date("2026-11-28T02:00:00Z"),
    );
    expect(values).toEqual({
      name: "Sok Dara",
      reference: "CMP-2026-000123",
      received: "២៦ វិច្ឆិកា ២០២៦",
      // The deadline ends at the midnight after its last day, Phnom Penh time.
      deadline: "១០ ធ្នូ ២០២៦",
      today: "២៨ វិច្ឆិកា ២០២៦",
    });
    expect(fillPlaceholders("{name}: {reference} by {deadline}, {unknown}", values)).toBe(
      "Sok Dara: CMP-2026-000123 by ១០ ធ្នូ ២០២៦, {unknown}",
    );
    expect(unknownPlaceholders("{name} {nmae} {today} {x}")).toEqual(["nmae", "x"]);
  });

  it("refuses, in the interface's language, a reply left as the template or greeting twice", () => {
    const template = replyTemplate(daraKm);
    const schema = registerForms("km").complaint.reply;
    const refused = (text: string, more: Record<string, string> = {}) => {
      const parsed = schema.safeParse({ intent: "reply", text, template, ...more });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(refused(template)).toEqual(["សូមសរសេរចម្លើយរបស់អ្នកនៅចន្លោះពាក្យស្វាគមន៍ និងហត្ថលេខា។"]);
    expect(refused(template.replace("\n\n\n\n", "\n\nជូនចំពោះ លោក Sok\nរួចរាល់។\n\n"))).toEqual([
      "ការឆ្លើយតបមានពាក្យស្វាគមន៍ពីរដង៖ សូមទុកតែមួយ។",
    ]);
    const answered = template.replace("\n\n\n\n", "\n\nរួចរាល់។\n\n");
    expect(refused(answered)).toEqual([]);
    expect(refused(answered, { then: "resolved" })).toEqual(["សូមសរសេរលទ្ធផល ដើម្បីដោះស្រាយ ឬបដិសេធ។"]);
    expect(refused(answered, { then: "resolved", outcomeNote: "Paid." })).toEqual([]);
  });
});
