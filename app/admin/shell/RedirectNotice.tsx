// What an action that redirects wants said on the page it lands on (?notice=…): the frame shows
// it above whichever page that is (an erasure lands on the register's list). Only known notices,
// and only a reference of the register's form, are shown: a crafted link can put no text here.
import { useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { useLocation } from "react-router";
import { adminStrings } from "./strings.ts";
import { Notice } from "./Notice.tsx";

export type RedirectNoticeName =
  | "complaint-erased"
  | "message-erased"
  | "deadlines-saved"
  | "holiday-saved"
  | "holiday-removed"
  | "content-saved"
  | "content-unchanged"
  | "content-created"
  | "content-restored"
  | "content-removed";

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
  const text =
    notice === "complaint-erased" && referencePattern.test(reference)
      ? fill(t.noticeComplaintErased, { reference })
      : notice === "message-erased"
        ? t.noticeMessageErased
        : notice === "deadlines-saved"
          ? t.noticeDeadlinesSaved
          : notice === "holiday-saved"
            ? t.noticeHolidaySaved
            : notice === "holiday-removed"
              ? t.noticeHolidayRemoved
              : notice === "content-saved"
                ? t.noticeContentSaved
                : notice === "content-unchanged"
                  ? t.noticeContentUnchanged
                  : notice === "content-created"
                    ? t.noticeContentCreated
                    : notice === "content-restored"
                      ? t.noticeContentRestored
                      : notice === "content-removed"
                        ? t.noticeContentRemoved
                        : null;
  return text && <Notice tone="success">{text}</Notice>;
}
