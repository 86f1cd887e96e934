import { describe, expect, it } from "vitest";
import { isProvince, nearestProvince, provinceCodes, provinces } from "./provinces.ts";

describe("Cambodia's provinces", () => {
  it("are 25, each named in English and in Khmer script", () => {
    expect(provinceCodes).toHaveLength(25);
    for (const code of provinceCodes) {
      expect(provinces[code].name.en).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      expect(provinces[code].name.km).toMatch(/^[\u1780-\u17FF]+$/);
    }
    expect(new Set(provinceCodes.map((code) => provinces[code].name.km)).size).toBe(25);
  });

  it("know their codes only", () => {
    expect(isProvince("siem-reap")).toBe(true);
    for (const code of ["Siem Reap", "atlantis", "", "toString", "__proto__", 3, null])
      expect(isProvince(code)).toBe(false);
  });

  it("guess a place's province by the nearest seat", () => {
    expect(nearestProvince(11.5702, 104.9197)).toBe("phnom-penh"); // Daun Penh
    expect(nearestProvince(13.3583, 103.8562)).toBe("siem-reap");
    expect(nearestProvince(13.0987, 103.2)).toBe("battambang");
    expect(nearestProvince(10.6293, 103.5228)).toBe("preah-sihanouk");
    expect(nearestProvince(12.4558, 107.1881)).toBe("mondulkiri");
  });
});
