import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The editor's drafts, kept as staff type, change nothing the page shows; and after a request
 * refused for want of a session, a new read would only be refused again (SessionGuard.tsx signs
 * in in place). Both the back office's layout and the editor's route read nothing again then.
 * Only where the page stays: a draft's answer that comes back while a save moves the record to
 * its new address must not keep the old record's data on the new page.
 */
export function revalidateUnlessDraft({
  formData,
  actionResult,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if ((intent === "draft" || intent === "discard-draft") && currentUrl.pathname === nextUrl.pathname) return false;
  if ((actionResult as { refused?: string } | undefined)?.refused === "signedOut") return false;
  return defaultShouldRevalidate;
}
