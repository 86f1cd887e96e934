// What an action that redirects wants said on the page it lands on (?notice=…): the frame shows
// it above whichever page that is (an erasure lands on the register's list). Only known notices,
// and only a reference of the register's form, are shown: a crafted link can put no text here.
import { useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { useLocation } from "react-router";
import { adminStrings } from "./strings.ts";
import { Notice } from "./Notice.tsx";

/** Each notice and its words (the complaint's erasure names its reference too). */
const noticeWords = {
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
} as const satisfies Record<string, keyof (typeof adminStrings)["en"]>;

export type RedirectNoticeName = keyof typeof noticeWords;

const referencePattern = /^CMP-\d{4}-\d{6}$/;

/** The query that makes the page at `path` show a notice. */
export function withNotice(path: string, notice: RedirectNoticeName, reference?: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("notice", notice);
  if (reference) url.searchParams.set("reference", reference);
  return `${url.pathname}${url.search}`;
}

export function RedirectNotice() {
  const t = useStrings(adminStrings);
  const params = new URLSearchParams(useLocation().search);
  const notice = params.get("notice");
  const reference = params.get("reference") ?? "";
  const name = Object.hasOwn(noticeWords, notice ?? "") ? (notice as RedirectNoticeName) : null;
  const text =
    name === "complaint-erased"
      ? referencePattern.test(reference)
        ? fill(t.noticeComplaintErased, { reference })
        : null
      : name && t[noticeWords[name]];
  return text && <Notice tone="success">{text}</Notice>;
}
