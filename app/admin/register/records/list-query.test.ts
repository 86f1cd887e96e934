import { describe, expect, it } from "vitest";
import { parseListQuery, startOfDay } from "./list-query.ts";

const me = "0b7d4c1e-8a55-4f39-9d6e-2f1a3b4c5d6e";
const other = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";
const query = (kind: "complaint" | "contactMessage", search: string) =>
  parseListQuery(kind, new URLSearchParams(search), me);

describe("a register list's URL", () => {
  it("reads days as Phnom Penh's midnights, and refuses days not in the calendar", () => {
    expect(startOfDay("2026-01-02")?.toISOString()).toBe("2026-01-01T17:00:00.000Z");
    expect(startOfDay("2026-02-31")).toBeNull();
    expect(startOfDay("2026-1-2")).toBeNull();
  });

  it("reads every filter of complaints; 'to' includes its whole day", () => {
    expect(
      query(
        "complaint",
        "q=+Dara+&status=new&owner=me&lang=km&from=2026-01-01&to=2026-01-31&source=api&overdue=1&sort=due&after=abc&l=km",
      ),
    ).toEqual({
      filters: {
        search: "Dara",
        status: ["new"],
        ownerId: me,
        lang: "km",
        receivedFrom: new Date("2025-12-31T17:00:00.000Z"),
        receivedTo: new Date("2026-01-31T17:00:00.000Z"),
        source: "api",
        overdue: true,
      },
      sort: "due",
      after: "abc",
      badDate: false,
    });
    expect(query("complaint", "owner=nobody").filters.ownerId).toBeNull();
    expect(query("complaint", `owner=${other}`).filters.ownerId).toBe(other);
  });

  it("leaves out what it does not understand, and what a kind does not have", () => {
    expect(query("complaint", "status=closed&owner=someone&lang=fr&source=fax&overdue=yes&sort=name&q=")).toEqual({
      filters: {},
      sort: "received",
      after: null,
      badDate: false,
    });
    expect(query("contactMessage", "status=closed&source=api&overdue=1&sort=due")).toEqual({
      filters: { status: ["closed"] },
      sort: "received",
      after: null,
      badDate: false,
    });
    expect(query("complaint", "from=yesterday&to=2026-13-01")).toMatchObject({ filters: {}, badDate: true });
  });
});
