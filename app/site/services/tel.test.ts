import { describe, expect, it } from "vitest";
import { telHref } from "./tel.ts";

describe("telHref", () => {
  it("keeps the number and drops spaces and notes", () => {
    expect(telHref("+855 23 218 800")).toBe("tel:+85523218800");
    expect(telHref("081 888 101 (24/7)")).toBe("tel:081888101");
    expect(telHref("081 888 101 (២៤/៧)")).toBe("tel:081888101");
  });

  it("reads Khmer digits", () => {
    expect(telHref("០២៣ ២១៨ ៨០០")).toBe("tel:023218800");
  });

  it("gives null without a number", () => {
    expect(telHref("")).toBeNull();
    expect(telHref("24/7")).toBeNull();
  });
});
