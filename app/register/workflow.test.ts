import { describe, expect, it } from "vitest";
import {
  canMove,
  complaintStatuses,
  contactMessageStatuses,
  finalStatuses,
  isStatus,
  openComplaintStatuses,
  outcomeRequired,
  transitions,
} from "./workflow.ts";

describe("register statuses", () => {
  it("moves a complaint new -> acknowledged -> in progress (<-> waiting for the complainant) -> resolved or rejected, and no other way", () => {
    const allowed = complaintStatuses.flatMap((from) =>
      complaintStatuses.filter((to) => canMove("complaint", from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      "new>acknowledged",
      "acknowledged>in_progress",
      "in_progress>waiting",
      "in_progress>resolved",
      "in_progress>rejected",
      "waiting>in_progress",
      "waiting>resolved",
      "waiting>rejected",
    ]);
  });

  it("moves a contact message new -> answered or closed", () => {
    const allowed = contactMessageStatuses.flatMap((from) =>
      contactMessageStatuses.filter((to) => canMove("contactMessage", from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual(["new>answered", "new>closed"]);
  });

  it("has no move out of a final status, and needs an outcome for resolved and rejected only", () => {
    for (const kind of ["complaint", "contactMessage"] as const) {
      for (const status of finalStatuses[kind])
        expect((transitions[kind] as Record<string, readonly string[]>)[status]).toEqual([]);
    }
    expect(outcomeRequired.complaint).toEqual(["resolved", "rejected"]);
    expect(outcomeRequired.contactMessage).toEqual([]);
    expect(openComplaintStatuses).toEqual(["new", "acknowledged", "in_progress", "waiting"]);
  });

  it("refuses what is not a status", () => {
    expect(isStatus("complaint", "in_progress")).toBe(true);
    expect(isStatus("contactMessage", "in_progress")).toBe(false);
    expect(canMove("complaint", "new" as never, "closed" as never)).toBe(false);
    expect(canMove("complaint", "bogus" as never, "new")).toBe(false);
  });
});
