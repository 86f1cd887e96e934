import { describe, expect, it } from "vitest";
import { localNumber } from "./numbers.ts";

describe("localNumber", () => {
  it("writes Khmer digits on Khmer pages and leaves English alone", () => {
    expect(localNumber(0, "km")).toBe("០");
    expect(localNumber(2025, "km")).toBe("២០២៥");
    expect(localNumber(2025, "en")).toBe("2025");
  });
});
