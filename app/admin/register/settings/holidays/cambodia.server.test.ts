// The reckoned holidays against the Royal Government's published lists of 2024 and 2025: the
// lunar days (Khmer New Year, Visak Bochea, the Royal Ploughing, Pchum Ben, the Water Festival)
// are the ones a calendar gets wrong first.
import { describe, expect, it } from "vitest";
import { cambodianHolidays } from "./cambodia.server.ts";

const daysOf = (year: number, nameEn: string) =>
  cambodianHolidays(year)
    .filter((holiday) => holiday.nameEn.includes(nameEn))
    .map((holiday) => holiday.day);

describe("Cambodia's public holidays", () => {
  it.each([
    {
      year: 2024,
      newYear: ["2024-04-13", "2024-04-14", "2024-04-15", "2024-04-16"],
      visak: ["2024-05-22"],
      ploughing: ["2024-05-26"],
      pchumBen: ["2024-10-01", "2024-10-02", "2024-10-03"],
      water: ["2024-11-14", "2024-11-15", "2024-11-16"],
    },
    {
      year: 2025,
      newYear: ["2025-04-14", "2025-04-15", "2025-04-16"],
      visak: ["2025-05-11"],
      ploughing: ["2025-05-15"],
      pchumBen: ["2025-09-21", "2025-09-22", "2025-09-23"],
      water: ["2025-11-04", "2025-11-05", "2025-11-06"],
    },
  ])("gives the lunar days of the official list of $year", ({ year, newYear, visak, ploughing, pchumBen, water }) => {
    expect(daysOf(year, "Khmer New Year")).toEqual(newYear);
    expect(daysOf(year, "Visak Bochea")).toEqual(visak);
    expect(daysOf(year, "Royal Ploughing")).toEqual(ploughing);
    expect(daysOf(year, "Pchum Ben")).toEqual(pchumBen);
    expect(daysOf(year, "Water Festival")).toEqual(water);
  });

  it("gives the fixed days of every year, once each, in date order, named in both languages", () => {
    for (const year of [2026, 2027]) {
      const holidays = cambodianHolidays(year);
      const days = holidays.map((holiday) => holiday.day);
      expect(days).toEqual([...new Set(days)].sort());
      for (const monthDay of ["01-01", "01-07", "03-08", "05-01", "05-14", "06-18", "09-24", "10-15", "10-29", "11-09"])
        expect(days).toContain(`${year}-${monthDay}`);
      expect(days.at(-1)).toBe(`${year}-12-29`);
      for (const holiday of holidays) {
        expect(holiday.nameEn).toMatch(/^[\w ',]+$/);
        expect(holiday.nameKm).toMatch(/^[\u1780-\u17ff ]+$/);
      }
    }
  });

  it("names two holidays of one day together: Labour Day and Visak Bochea in 2026", () => {
    expect(cambodianHolidays(2026).find((holiday) => holiday.day === "2026-05-01")).toEqual({
      day: "2026-05-01",
      nameEn: "International Labour Day and Visak Bochea Day",
      nameKm: "ទិវាពលកម្មអន្តរជាតិ និង ពិធីបុណ្យវិសាខបូជា",
    });
    expect(daysOf(2026, "Pchum Ben")).toEqual(["2026-10-10", "2026-10-11", "2026-10-12"]);
    expect(daysOf(2026, "Water Festival")).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
  });
});
