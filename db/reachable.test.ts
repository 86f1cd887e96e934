import { describe, expect, it } from "vitest";
import { isUnreachable } from "./reachable.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isUnreachable", () => {
  it("is true of a database that is not there, starting or stopping", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "08006"])
      expect(isUnreachable(withCode(code))).toBe(true);
    expect(isUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("is false of a refusal of what was asked, and of what is not an error", () => {
    expect(isUnreachable(withCode("42P01", 'relation "site" does not exist'))).toBe(false);
    expect(isUnreachable(withCode("28P01", "password authentication failed"))).toBe(false);
    expect(isUnreachable(new Error('The database lacks migrations 0042: run "npm run db:migrate" first.'))).toBe(false);
    expect(isUnreachable("ECONNREFUSED")).toBe(false);
  });
});
