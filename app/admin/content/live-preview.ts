// The address of a live preview (live-preview.server.ts): the public page's own, with the
// record whose draft it is drawn from.
import { withLang, type Lang } from "../../i18n/lang.ts";

/** The key a draft of an item not yet created is kept under. */
export const newItemKey = "new";

export const livePreviewParam = "draft";

/** `path` of the site in `lang`, drawn with the staff member's draft of `entity`'s `key` (null: a new item). */
export function livePreviewAddress(path: string, lang: Lang, entity: string, key: string | null): string {
  const url = new URL(withLang(path, lang), "http://x");
  url.searchParams.set(livePreviewParam, `${entity}/${key ?? newItemKey}`);
  return `${url.pathname}${url.search}`;
}
