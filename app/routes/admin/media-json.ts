// The media library as JSON for the editor's picker (app/components/admin/editor/MediaPicker.tsx):
//   GET /admin/media.json?q=&kind=image|document&before=
// Role editor (app/staff/permissions.server.ts); never cached (no-store, as every back-office answer).
import type { Route } from "./+types/media-json";
import { services } from "../../content/query.server.ts";
import { listMedia, usageCounts } from "../../media/library.server.ts";
import type { MediaKind } from "../../media/media.ts";
import { requireStaff } from "../../staff/permissions.server.ts";

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

export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  requireStaff(context);
  const params = new URL(request.url).searchParams;
  const kindParam = params.get("kind");
  const kind: MediaKind | undefined = kindParam === "image" || kindParam === "document" ? kindParam : undefined;
  const { db } = services(context);
  const page = await listMedia(db, { q: (params.get("q") ?? "").slice(0, 100), kind, before: params.get("before") ?? undefined }, 48);
  const counts = await usageCounts(db, page.items.map((item) => item.name));
  const body: PickerPage = {
    items: page.items.map(({ id, name, originalName, kind, width, height, altEn, altKm }) => ({ id, name, originalName, kind, width, height, altEn, altKm, uses: counts.get(name) ?? 0 })),
    nextBefore: page.nextBefore,
  };
  return Response.json(body, { headers: { "Cache-Control": "no-store, private" } });
}
