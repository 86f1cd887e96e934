// The words of a back-office refusal (401, 403) thrown by the layout's access check. React Router
// shows an error thrown by middleware at the first matched route with a loader, the public root,
// and the public root must load no back-office code (docs/decisions/0021-public-chunks.md): so the
// refusal carries its own title, text and way on, in the staff member's language, and the root's
// boundary shows them with the public error screen's markup.
import { data } from "react-router";
import type { ErrorWords } from "../../site/layout/error-words.ts";
import { langOf, withLang } from "../../i18n/lang.ts";
import { adminStrings } from "../kit/strings.ts";

/** A thrown 401 or 403 for the request to `url`; a 401 leads to sign-in and back (`back`: a safe /admin path or null). */
export function refusal(status: 401 | 403, url: URL, back: string | null) {
  const lang = langOf(url);
  const t = adminStrings[lang];
  let body: ErrorWords;
  if (status === 401) {
    const signIn = new URL(withLang("/admin/sign-in", lang), "http://site.invalid");
    if (back && url.pathname !== "/admin") signIn.searchParams.set("redirectTo", back);
    body = {
      title: t.errorSignedOutTitle,
      text: t.errorSignedOut,
      href: `${signIn.pathname}${signIn.search}`,
      action: t.goToSignIn,
    };
  } else {
    body = {
      title: t.errorForbiddenTitle,
      text: t.errorForbidden,
      href: withLang("/admin", lang),
      action: t.backToHome,
    };
  }
  return data({ backOfficeRefusal: body }, { status });
}
