import { describe, expect, it } from "vitest";
import { localDigits, localNumber } from "./digits.ts";

describe("digits in the page's script", () => {
  it("writes Khmer digits in Khmer and leaves English alone", () => {
    expect(localNumber(0, "km")).toBe("០");
    expect(localNumber(2025, "km")).toBe("២០២៥");
    expect(localNumber(2025, "en")).toBe("2025");
    expect(localDigits("29 វិច្ឆិកា 2026, 14:30", "km")).toBe("២៩ វិច្ឆិកា ២០២៦, ១៤:៣០");
    expect(localDigits("29 Nov 2026", "en")).toBe("29 Nov 2026");
  });
});
