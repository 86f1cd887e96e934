import { describe, expect, it } from "vitest";
import { complaintFormStrings } from "./strings.ts";
import { complaintSchema, fileProblems } from "./complaint-form.ts";
import { complaintLimits } from "../../register/limits.ts";

const en = complaintFormStrings.en;
const pdf = (name = "letter.pdf", size = 10) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const valid = {
  FullName: "Sok Dara",
  Email: "dara@example.com",
  PhoneNumber: "+855 12 345 678",
  CompanyName: "",
  Files: [pdf()],
  Message: "The garage kept my car for six weeks.",
};

function errorsOf(values: Record<string, unknown>, lang: "en" | "km" = "en") {
  const result = complaintSchema(lang).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("complaint form schema (spec)", () => {
  it("accepts a complete complaint; CompanyName is optional", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(complaintSchema("en").parse({ ...valid, CompanyName: undefined }).CompanyName).toBe("");
  });

  it("requires FullName, Email, PhoneNumber, Files and Message", () => {
    expect(errorsOf({})).toEqual({
      FullName: [en.required],
      Email: [en.required],
      PhoneNumber: [en.required],
      Files: [en.filesRequired],
      Message: [en.required],
    });
    expect(errorsOf({ ...valid, FullName: "  ", Message: "\n" })).toEqual({
      FullName: [en.required],
      Message: [en.required],
    });
  });

  it("wants an e-mail address and a believable phone number", () => {
    expect(errorsOf({ ...valid, Email: "dara@" })).toEqual({ Email: [en.emailInvalid] });
    expect(errorsOf({ ...valid, PhoneNumber: "call me" })).toEqual({ PhoneNumber: [en.phoneInvalid] });
    expect(errorsOf({ ...valid, PhoneNumber: "12-34" })).toEqual({ PhoneNumber: [en.phoneInvalid] });
    expect(errorsOf({ ...valid, PhoneNumber: "(012) 345-678" })).toEqual({});
  });

  it("bounds every text field", () => {
    expect(errorsOf({ ...valid, FullName: "D" })).toEqual({ FullName: [en.nameTooShort] });
    expect(errorsOf({ ...valid, FullName: "x".repeat(complaintLimits.fullName.max + 1) })).toEqual({
      FullName: [en.nameTooLong],
    });
    expect(errorsOf({ ...valid, CompanyName: "x".repeat(complaintLimits.companyName + 1) })).toEqual({
      CompanyName: [en.companyTooLong],
    });
    expect(errorsOf({ ...valid, Message: "x".repeat(complaintLimits.message + 1) })).toEqual({
      Message: [en.messageTooLong],
    });
    expect(errorsOf({ ...valid, Message: "x".repeat(complaintLimits.message) })).toEqual({});
  });

  it("accepts only jpg, jpeg, png, pdf and docx, several at once, within the size limits", () => {
    const names = ["a.JPG", "b.jpeg", "c.png", "d.pdf", "e.docx"];
    expect(errorsOf({ ...valid, Files: names.map((name) => pdf(name)) })).toEqual({});
    expect(errorsOf({ ...valid, Files: [pdf("setup.exe"), pdf("notes.txt"), pdf("ok.pdf")] })).toEqual({
      Files: [`${en.fileWrongType} setup.exe, notes.txt`],
    });
    expect(errorsOf({ ...valid, Files: [...names, "f.pdf"].map((name) => pdf(name)) })).toEqual({
      Files: [en.tooManyFiles],
    });
    expect(errorsOf({ ...valid, Files: [pdf("big.pdf", complaintLimits.fileBytes + 1)] })).toEqual({
      Files: [`${en.fileTooLarge} big.pdf`],
    });
  });

  it("keeps the files' total under its limit", () => {
    const nine = 9 * 1024 * 1024;
    expect(
      fileProblems(
        [
          { name: "a.pdf", size: nine },
          { name: "b.pdf", size: nine },
        ],
        "en",
      ),
    ).toEqual([]);
    expect(
      fileProblems(
        [1, 2, 3].map((n) => ({ name: `${n}.pdf`, size: nine })),
        "en",
      ),
    ).toEqual([en.filesTooLarge]);
  });

  it("speaks Khmer on Khmer pages", () => {
    const km = complaintFormStrings.km;
    expect(errorsOf({}, "km").Files).toEqual([km.filesRequired]);
    expect(km.filesRequired).toMatch(/[\u1780-\u17FF]/);
  });

  it("keeps what the database can store: no NUL or other control characters, lone surrogates replaced", () => {
    const result = complaintSchema("km").parse({
      ...valid,
      FullName: "សុខ\u0000 ដារ៉ា",
      CompanyName: "Mekong\u0000 Co",
      Message: "រថយន្ត\u0000\r\nmotor \udc00",
      Files: [pdf()],
    });
    expect(result.FullName).toBe("សុខ ដារ៉ា");
    expect(result.CompanyName).toBe("Mekong Co");
    expect(result.Message).toBe("រថយន្ត\r\nmotor \ufffd");
  });
});
