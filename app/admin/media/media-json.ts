// The media library as JSON for the editor's picker (app/admin/content/MediaPicker.tsx):
//   GET /admin/media.json?q=&kind=image|document&before=
//   POST /admin/media.json (multipart: file, alt_en, alt_km, kind): an upload from the picker,
//   checked and stored as on /admin/media; answers the new item (201) or the problems (4xx).
// Role editor (app/admin/staff/permissions.server.ts); never cached (no-store, as every back-office answer).
import type { Route } from "./+types/media-json";
import { services } from "../../http/context.server.ts";
import { listMedia, usageCounts } from "./library.server.ts";
import type { MediaItem, MediaKind } from "../../uploads/media.ts";
import { staffUpload } from "./staff-upload.server.ts";
import { requireStaff } from "../staff/permissions.server.ts";

export interface PickerItem {
  id: string;
  name: string;
  originalName: string;
  kind: MediaKind;
  width: number | null;
  height: number | null;
  altEn: string;
  altKm: string;
  uses: number;
}

export interface PickerPage {
  items: PickerItem[];
  nextBefore: string | null;
}

/** The answer to an upload from the picker: the new item, or the problems (adminMediaStrings keys). */
export type PickerUpload = { item: PickerItem } | { problems: string[] };

const noStore = { "Cache-Control": "no-store, private" };

const pickerItem = (
  { id, name, originalName, kind, width, height, altEn, altKm }: MediaItem,
  uses: number,
): PickerItem => ({ id, name, originalName, kind, width, height, altEn, altKm, uses });

export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  requireStaff(context);
  const params = new URL(request.url).searchParams;
  const kindParam = params.get("kind");
  const kind: MediaKind | undefined = kindParam === "image" || kindParam === "document" ? kindParam : undefined;
  const { db } = services(context);
  const page = await listMedia(
    db,
    { q: (params.get("q") ?? "").slice(0, 100), kind, before: params.get("before") ?? undefined },
    48,
  );
  const counts = await usageCounts(
    db,
    page.items.map((item) => item.name),
  );
  const body: PickerPage = {
    items: page.items.map((item) => pickerItem(item, counts.get(item.name) ?? 0)),
    nextBefore: page.nextBefore,
  };
  return Response.json(body, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs): Promise<Response> {
  const outcome = await staffUpload(request, context);
  const body: PickerUpload = outcome.ok ? { item: pickerItem(outcome.item, 0) } : { problems: outcome.problems };
  return Response.json(body, { status: outcome.ok ? 201 : outcome.status, headers: noStore });
}
