// Staff previews of unpublished items (issue 23; docs/decisions/0025-unpublished-items.md). A
// public page's loader asks here whether the request is a preview: it is when it carries the
// session cookie of a live session of an editor, an admin or a translator. Then the page's reads include
// unpublished items (the page says which are not published) and the answer is
// `no-store, private`, so no cache on the way keeps it; the page cache, nginx and the service
// worker also step aside for any request carrying the cookie or any such answer. A visitor has
// no cookie: nothing is read from the database for them.
import { data, type RouterContextProvider } from "react-router";
import { services } from "../http/context.server.ts";
import { loadOrRespond } from "./query.server.ts";
import { cacheHeaders } from "../http/cache.ts";
import { defineStrings } from "../i18n/define.ts";
import { langOf, otherLang, type Lang } from "../i18n/lang.ts";
import { requestLog } from "../http/request-log.server.ts";
import type { AppServices } from "../http/context.server.ts";
import type { StaffRole } from "../staff-session/roles.ts";
import { readSession, sessionToken, type SignedIn } from "../staff-session/sessions.server.ts";

/** The roles that see unpublished items at their public address: those who work on content (translators too, for their live preview). */
const previewRoles: readonly StaffRole[] = ["editor", "admin", "translator_en", "translator_km"];

/** The staff member whose request is a preview (an editor, an admin or a translator), else null. Without the session cookie, null at once. */
export async function previewer(
  request: Request,
  { db, config }: Pick<AppServices, "db" | "config">,
): Promise<SignedIn | null> {
  const token = sessionToken(request);
  if (!token) return null;
  try {
    const signedIn = await readSession(db, token, new Date(), config.staffIdleSeconds);
    return signedIn !== null && signedIn.staff.roles.some((role) => previewRoles.includes(role)) ? signedIn : null;
  } catch (error) {
    // The page's own read then meets the same database and answers for it (503).
    requestLog().error({ err: error }, "staff session unreadable: page shown as to a visitor");
    return null;
  }
}

/** Whether the request is a staff preview. */
export const isPreview = async (request: Request, context: Readonly<RouterContextProvider>) =>
  (await previewer(request, services(context))) !== null;

// The banner's words. They are put together here, on the server, and shown by the root's layout
// (app/root.tsx): the public pages' scripts carry no strings or component for it.
const bannerStrings = defineStrings({
  en: {
    page: "Not published: only signed-in staff see this page.",
    items: "Not published (only signed-in staff see them): {titles}",
  },
  km: {
    page: "មិនទាន់បោះពុម្ពផ្សាយ៖ មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញទំព័រនេះ។",
    items: "មិនទាន់បោះពុម្ពផ្សាយ (មានតែបុគ្គលិកដែលបានចូលគណនីប៉ុណ្ណោះ ដែលឃើញ)៖ {titles}",
  },
});

/** What a page read for a preview says about itself: the page is not published, or these items of it are not. */
export interface Previewable {
  draft?: boolean;
  drafts?: readonly string[];
}

/** The banner of a preview's page, or null when it shows nothing unpublished. */
export function notPublishedBanner({ draft, drafts = [] }: Previewable, lang: "en" | "km"): string | null {
  const s = bannerStrings[lang];
  if (draft) return s.page;
  return drafts.length > 0 ? s.items.replace("{titles}", drafts.join(", ")) : null;
}

/**
 * A public page's loader over content that may be unpublished: `load(preview)` reads it (null: a
 * 404, as loadOrRespond). A preview's answer is marked personal and carries `notPublished`, the
 * banner the root's layout shows. The route's `headers` must be `pageHeaders` (app/http/cache.ts),
 * which keeps that mark.
 */
export async function loadPreviewable<T extends Previewable>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  load: (preview: boolean) => Promise<T | null>,
) {
  const preview = await isPreview(request, context);
  const value: T & { notPublished?: string | null } = await loadOrRespond(() => load(preview));
  if (!preview) return data(value);
  return data(
    { ...value, notPublished: notPublishedBanner(value, langOf(request.url)) },
    { headers: cacheHeaders("personal") },
  );
}

const otherLanguageStrings = defineStrings({
  en: { notice: "This page is not yet available in English. It is shown in Khmer." },
  km: { notice: "ទំព័រនេះមិនទាន់មានជាភាសាខ្មែរនៅឡើយទេ។ វាត្រូវបានបង្ហាញជាភាសាអង់គ្លេស។" },
});

/** An item's page shown in the other language: which, and the notice the root's layout shows. */
export interface ShownInOtherLanguage {
  shownIn?: Lang;
  otherLanguage?: string;
}

/**
 * The page of one item (a position, a newsletter, a product) in the page's language; when the
 * item is not published in it (or not written in it), in the other language, with a notice in the
 * page's language (docs/decisions/0055-translation-workflow.md). Only an item in neither is a 404.
 */
export async function loadPreviewableItem<T extends Previewable>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  load: (preview: boolean, lang: Lang) => Promise<T | null>,
) {
  const lang = langOf(request.url);
  return loadPreviewable(request, context, async (preview): Promise<(T & ShownInOtherLanguage) | null> => {
    const own = await load(preview, lang);
    if (own) return own;
    const other = await load(preview, otherLang(lang));
    return other && { ...other, shownIn: otherLang(lang), otherLanguage: otherLanguageStrings[lang].notice };
  });
}
