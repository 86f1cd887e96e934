// A register list's URL (the filter form is a GET form, so a list is a link staff can share)
// read into the filters and page of app/register/complaints.server.ts and
// contact-messages.server.ts. What is not understood is left out; a date that is not one is
// reported, so the page can say so beside the filters.
import {
  complaintSources,
  type ComplaintFilters,
  type ComplaintSort,
  type ComplaintSource,
} from "../../../register/complaints.server.ts";
import { registerScreens } from "../kinds.ts";
import { searchLimits } from "../../../register/search.ts";
import { isUuid, openComplaintStatuses, type RegisterKind } from "../../../register/workflow.ts";
import { phnomPenhDay } from "../../../register/working-days.ts";

export interface ListQuery {
  filters: ComplaintFilters;
  sort: ComplaintSort;
  after: string | null;
  badDate: boolean;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** The midnight that starts a day (YYYY-MM-DD) in Phnom Penh (UTC+7, no daylight saving), or null when it is not a day of the calendar. */
export function startOfDay(day: string): Date | null {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  return new Date(utc.getTime() - 7 * 60 * 60 * 1000);
}

/** The list's filters from its URL: `me` is the signed-in staff member's id (owner=me). */
export function parseListQuery(kind: RegisterKind, params: URLSearchParams, me: string, now = new Date()): ListQuery {
  const screen = registerScreens[kind];
  const filters: ComplaintFilters = {};
  let badDate = false;

  const search = params.get("q")?.slice(0, searchLimits.input).trim();
  if (search) filters.search = search;
  const status = params.get("status");
  if (status && (screen.statuses as readonly string[]).includes(status)) filters.status = [status as never];
  // Every complaint not yet resolved or rejected (the overview's "Unassigned" and "Mine").
  else if (status === "open" && screen.deadlines) filters.status = [...openComplaintStatuses] as never;
  const owner = params.get("owner");
  if (owner === "me") filters.ownerId = me;
  else if (owner === "nobody") filters.ownerId = null;
  else if (isUuid(owner)) filters.ownerId = owner;
  const lang = params.get("lang");
  if (lang === "en" || lang === "km") filters.lang = lang;
  // The "Today" tab: received today in Phnom Penh, whatever the date boxes say.
  const today = screen.deadlines && params.get("received") === "today" ? phnomPenhDay(now) : null;
  for (const [name, key, shift] of [
    ["from", "receivedFrom", 0],
    ["to", "receivedTo", dayMs],
  ] as const) {
    const day = today ?? params.get(name);
    if (!day) continue;
    const start = startOfDay(day);
    if (start) filters[key] = new Date(start.getTime() + shift);
    else badDate = true;
  }
  const source = params.get("source");
  if (screen.source && complaintSources.includes(source as never)) filters.source = source as ComplaintSource;
  const category = params.get("category");
  if (screen.deadlines && category === "none") filters.categoryId = null;
  else if (screen.deadlines && isUuid(category)) filters.categoryId = category;
  if (screen.deadlines && params.get("overdue") === "1") filters.overdue = true;
  else if (screen.deadlines && params.get("due") === "soon") filters.dueSoon = true;
  const sort = screen.deadlines && params.get("sort") === "due" ? "due" : "received";
  const after = params.get("after");
  return { filters, sort, after: after && after.length <= 1000 ? after : null, badDate };
}
