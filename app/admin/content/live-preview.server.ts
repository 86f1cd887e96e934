// The live preview beside the editor (issue 31): the public page at its own address, drawn by
// the site's own loaders and components from the editor's unsaved values. The editor keeps
// those values as its draft (drafts.server.ts) and asks for the page with `?draft=entity/key`.
// For a signed-in editor or admin, the draft is saved the ordinary way inside a transaction, the
// page is drawn from that transaction, and the transaction is rolled back: nobody else ever
// reads the values (the embedded database runs no other query meanwhile; PostgreSQL shows no
// uncommitted row to another connection). The answer is framed by the back office only and
// kept by no cache. Anyone else asking with `draft` gets the page as published. The HTTP
// server draws every page through here (server/app.ts).
import { publicPathOf } from "../../content/model/page.ts";
import type { Db, Executor } from "../../../db/client.ts";
import type { AppServices } from "../../http/context.server.ts";
import { cachePolicies } from "../../http/cache.ts";
import { editableNamed } from "../../content/areas.server.ts";
import { previewer } from "../../content/preview.server.ts";
import { validatePair, type EntityDefinition } from "../../content/model/entity.ts";
import type { Pair } from "../../content/model/values.ts";
import type { SignedIn } from "../../staff-session/sessions.server.ts";
import { readDraft } from "./drafts.server.ts";
import { saveRecordIn, versionOf } from "./save.server.ts";
import { loadSaved } from "./unfinished.server.ts";
import { livePreviewParam, newItemKey } from "./live-preview.ts";

/** Where the live preview draws `value`: its page's path, or null while the rules refuse it (the saved page is drawn). */
export function drawablePath(definition: EntityDefinition, value: Pair): string | null {
  const checked = validatePair(definition, value);
  if (!checked.ok) return null;
  const record = definition.langs.map((lang) => checked.value[lang]).find(Boolean);
  return record ? publicPathOf(definition, record) : null;
}

/** Thrown to end the preview's transaction: nothing it wrote is kept. */
class PreviewDrawn extends Error {}

/** The database bound to one transaction, for every read of the page. */
const bound = (db: Db, tx: Executor): Db => ({
  kind: db.kind,
  query: tx.query,
  exec: tx.exec,
  transaction: (fn) => fn(tx),
  close: async () => {},
});

/** The page drawn with `staff`'s draft of the record `asked` ("entity/key"), when there is one. */
async function drawnWithDraft(
  db: Db,
  asked: string,
  staff: SignedIn["staff"],
  draw: (db?: Db) => Promise<Response>,
): Promise<Response> {
  const cut = asked.indexOf("/");
  const editable = editableNamed(asked.slice(0, cut));
  const itemKey = asked.slice(cut + 1);
  if (cut < 0 || !editable || !itemKey) return draw();
  const draft = await readDraft(db, { staffId: staff.id, entity: editable.definition.name, key: itemKey });
  if (!draft) return draw();
  const key = itemKey === newItemKey ? null : itemKey;
  let drawn: Response | undefined;
  try {
    await db.transaction(async (tx) => {
      const saved = key === null ? null : await loadSaved(tx, editable, key);
      // A draft the rules refuse leaves the saved page as it is: the editor says what it needs.
      await saveRecordIn(tx, editable, {
        key,
        value: draft.value,
        base: saved && versionOf(saved),
        actor: { id: staff.id, email: staff.email },
        clientIp: "",
      });
      const response = await draw(bound(db, tx));
      // Read whole before the transaction ends: nothing is drawn from it afterwards.
      drawn = new Response(await response.arrayBuffer(), response);
      throw new PreviewDrawn();
    });
  } catch (error) {
    if (!(error instanceof PreviewDrawn)) throw error;
  }
  return drawn!;
}

/** Shown in the editor's frame only, and kept by nobody. */
function framedByTheBackOffice(response: Response): Response {
  const framed = new Response(response.body, response);
  framed.headers.set("X-Frame-Options", "SAMEORIGIN");
  framed.headers.set("Cache-Control", cachePolicies.personal);
  const policy = framed.headers.get("Content-Security-Policy");
  if (policy)
    framed.headers.set("Content-Security-Policy", policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  return framed;
}

/** Draws a page: a staff member's live preview when it asks for one, else as it is. */
export async function drawLivePreview(
  services: Pick<AppServices, "db" | "config">,
  request: Request,
  draw: (db?: Db) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const asked = url.searchParams.get(livePreviewParam);
  if (asked === null || request.method !== "GET" || url.pathname.startsWith("/admin")) return draw();
  const signedIn = await previewer(request, services);
  if (!signedIn) return draw();
  return framedByTheBackOffice(await drawnWithDraft(services.db, asked, signedIn.staff, draw));
}
