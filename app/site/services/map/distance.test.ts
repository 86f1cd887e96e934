import { describe, expect, it } from "vitest";
import { distanceKm, distanceText, nearestFirst } from "./distance.ts";

const labels = { en: { km: "{distance} km", m: "{distance} m" }, km: { km: "{distance} គ.ម", m: "{distance} ម" } };

describe("distances to panels", () => {
  it("measure along the Earth", () => {
    // Phnom Penh's Independence Monument to Siem Reap's Old Market: about 233 km as the crow flies.
    expect(distanceKm({ lat: 11.5564, lng: 104.9282 }, { lat: 13.3545, lng: 103.8551 })).toBeCloseTo(231.6, 0);
    expect(distanceKm({ lat: 11.5, lng: 104.9 }, { lat: 11.5, lng: 104.9 })).toBe(0);
  });

  it("are written in the page's language and digits", () => {
    expect(distanceText(2.43, "en", labels.en)).toBe("2.4 km");
    expect(distanceText(2.43, "km", labels.km)).toBe("២.៤ គ.ម");
    expect(distanceText(0.347, "en", labels.en)).toBe("350 m");
    expect(distanceText(0.001, "en", labels.en)).toBe("10 m");
    expect(distanceText(0.994, "km", labels.km)).toBe("៩៩០ ម");
    expect(distanceText(0.999, "km", labels.km)).toBe("១.០ គ.ម");
    expect(distanceText(231.6, "en", labels.en)).toBe("232 km");
    expect(distanceText(9.96, "en", labels.en)).toBe("10.0 km");
  });

  it("sort nearest first, keeping the order of equals", () => {
    const me = { lat: 11.56, lng: 104.92 };
    const items = [
      { id: "far", lat: 13.36, lng: 103.86 },
      { id: "near", lat: 11.561, lng: 104.921 },
      { id: "mid", lat: 11.6, lng: 104.9 },
      { id: "mid-twin", lat: 11.6, lng: 104.9 },
    ];
    expect(nearestFirst(items, me).map(({ item }) => item.id)).toEqual(["near", "mid", "mid-twin", "far"]);
  });
});
