import { describe, expect, it } from "vitest";
import { contactFormStrings } from "./strings.ts";
import { contactSchema } from "./contact-form.ts";

const en = contactFormStrings.en;

function errorsOf(values: Record<string, unknown>, lang: "en" | "km" = "en") {
  const result = contactSchema(lang).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contact form schema (spec)", () => {
  it("requires fullName and phone with the spec's message", () => {
    expect(errorsOf({})).toEqual({ fullName: en.required, phone: en.required });
    expect(errorsOf({ fullName: "   ", phone: "" })).toEqual({ fullName: en.required, phone: en.required });
  });

  it("wants at least 2 and at most 30 characters, each with its own message", () => {
    expect(errorsOf({ fullName: "A", phone: "1" })).toEqual({ fullName: en.tooShort, phone: en.tooShort });
    expect(errorsOf({ fullName: "x".repeat(31), phone: "1".repeat(31) })).toEqual({
      fullName: en.tooLong,
      phone: en.tooLong,
    });
    expect(errorsOf({ fullName: "Ab", phone: "1".repeat(30) })).toEqual({});
  });

  it("has no rules on email and message but bounds their length", () => {
    expect(errorsOf({ fullName: "Sok Dara", phone: "012 345 678", email: "not-an-address", message: "" })).toEqual({});
    expect(Object.keys(errorsOf({ fullName: "Sok Dara", phone: "012345", message: "x".repeat(5001) }))).toEqual([
      "message",
    ]);
  });

  it("uses the spec's exact English texts and Khmer on Khmer pages", () => {
    expect(en.required).toBe("This field is required.");
    expect(en.tooShort).toBe("This field must be at least 2 characters");
    expect(en.tooLong).toBe("this field must be under 30 characters");
    expect(errorsOf({}, "km").fullName).toMatch(/[\u1780-\u17FF]/);
  });

  it("keeps what the database can store: no NUL or other control characters, lone surrogates replaced", () => {
    const result = contactSchema("en").parse({
      fullName: "Sok\u0000 Dara\u0007",
      phone: "012 345\u0000 678",
      message: "Line one\r\nline\ttwo \ud800 and\u001f ក្រុមហ៊ុន",
    });
    expect(result.fullName).toBe("Sok Dara");
    expect(result.phone).toBe("012 345 678");
    expect(result.message).toBe("Line one\r\nline\ttwo \ufffd and ក្រុមហ៊ុន");
    // What is left after them is checked as typed: one letter is too short.
    expect(errorsOf({ fullName: "\u0000a\u0001", phone: "012345678" })).toEqual({ fullName: en.tooShort });
  });
});
