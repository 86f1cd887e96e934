// The notices an action that redirects may ask the page it lands on to show (?notice=…), shown
// by RedirectNotice.tsx: only these, and only a reference of the register's form.
import type { adminStrings } from "./strings.ts";

/** Each notice and its words (the complaint's erasure names its reference too). */
export const noticeWords = {
  "complaint-erased": "noticeComplaintErased",
  "message-erased": "noticeMessageErased",
  "deadlines-saved": "noticeDeadlinesSaved",
  "holiday-saved": "noticeHolidaySaved",
  "holiday-removed": "noticeHolidayRemoved",
  "holidays-loaded": "noticeHolidaysLoaded",
  "saved-reply-saved": "noticeSavedReplySaved",
  "category-saved": "noticeCategorySaved",
  "category-retired": "noticeCategoryRetired",
  "category-restored": "noticeCategoryRestored",
  "category-deleted": "noticeCategoryDeleted",
  "saved-reply-removed": "noticeSavedReplyRemoved",
  "redirect-saved": "noticeRedirectSaved",
  "redirect-removed": "noticeRedirectRemoved",
  "content-saved": "noticeContentSaved",
  "content-saved-unfinished": "noticeContentSavedUnfinished",
  "content-saved-unfinished-unscheduled": "noticeContentSavedUnfinishedUnscheduled",
  "content-saved-scheduled": "noticeContentSavedScheduled",
  "content-saved-mentions": "noticeContentSavedMentions",
  "content-unchanged": "noticeContentUnchanged",
  "content-created": "noticeContentCreated",
  "content-restored": "noticeContentRestored",
  "content-removed": "noticeContentRemoved",
  "content-scheduled": "noticeContentScheduled",
  "content-schedule-cancelled": "noticeContentScheduleCancelled",
  "content-checked": "noticeContentChecked",
  "content-review-sent": "noticeContentReviewSent",
  "content-review-approved": "noticeContentReviewApproved",
  "content-review-returned": "noticeContentReviewReturned",
  "content-review-gone": "noticeContentReviewGone",
} as const satisfies Record<string, keyof (typeof adminStrings)["en"]>;

export type RedirectNoticeName = keyof typeof noticeWords;

export const referencePattern = /^CMP-\d{4}-\d{6}$/;

/** The query that makes the page at `path` show a notice. */
export function withNotice(path: string, notice: RedirectNoticeName, reference?: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("notice", notice);
  if (reference) url.searchParams.set("reference", reference);
  return `${url.pathname}${url.search}`;
}
