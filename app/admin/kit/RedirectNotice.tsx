// What an action that redirects wants said on the page it lands on (?notice=…): the frame shows
// it above whichever page that is (an erasure lands on the register's list). Only known notices,
// and only a reference of the register's form, are shown: a crafted link can put no text here.
import { useStrings } from "../../i18n/define.ts";
import { fill } from "../../i18n/fill.ts";
import { useLocation } from "react-router";
import { adminStrings } from "./strings.ts";
import { Notice } from "./Notice.tsx";
import { noticeWords, referencePattern, type RedirectNoticeName } from "./notices.ts";

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
