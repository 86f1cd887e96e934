// A position on the map (a panel's), for a record whose meta names its latitude and longitude
// fields (`position`): the typed numbers are the control (and the keyboard's way); this adds a
// map, opened on demand, where a click sets both. One value for both languages, like the
// numbers. The map's code (Leaflet) is fetched only when opened.
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "../../i18n/fill.ts";
import type { Lang } from "../../i18n/lang.ts";
import { adminContentStrings } from "./strings.ts";
import { getAt, type Path } from "../../content/model/values.ts";
import { useEditor } from "./context.ts";
import type { Point, PositionMap } from "./position-map.client.ts";

const pointOf = (record: unknown, fields: { lat: string; lng: string }, title?: unknown): Point | null => {
  const lat = getAt(record, [fields.lat]);
  const lng = getAt(record, [fields.lng]);
  return typeof lat === "number" && typeof lng === "number" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng, ...(typeof title === "string" ? { title } : {}) }
    : null;
};

export function PositionPicker({
  path,
  langs,
  fields,
  itemName,
}: {
  path: Path;
  langs: readonly Lang[];
  fields: { lat: string; lng: string };
  itemName: string;
}) {
  const { value, set, ui, announce, mapTiles } = useEditor();
  const t = adminContentStrings[ui];
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<PositionMap | null>(null);
  const hintId = useId();
  const source = langs.find((lang) => value[lang]);
  const record = source ? getAt(value[source], path) : null;
  const point = pointOf(record, fields);
  // The list's other items (a panel's neighbours), for orientation.
  const parent = source ? getAt(value[source], path.slice(0, -1)) : null;
  const index = path.at(-1);
  const others = Array.isArray(parent)
    ? parent.flatMap((item, at) =>
        at === index
          ? []
          : [pointOf(item, fields, (item as Record<string, unknown> | null)?.title)].filter(
              (found): found is Point => found !== null,
            ),
      )
    : [];

  // The map, made once per opening, calls the latest of this on a click.
  const pick = useRef<(next: Point) => void>(() => {});
  useEffect(() => {
    pick.current = (next) => {
      for (const lang of langs) {
        if (!value[lang]) continue;
        set(lang, [...path, fields.lat], next.lat);
        set(lang, [...path, fields.lng], next.lng);
      }
      announce(fill(t.mapPlaced, { lat: next.lat, lng: next.lng }));
    };
  });

  useEffect(() => {
    if (!open || !container.current) return;
    let cancelled = false;
    setState("loading");
    import("./position-map.client.ts")
      .then(({ createPositionMap }) => {
        if (cancelled || !container.current) return;
        map.current = createPositionMap(container.current, {
          tiles: mapTiles ?? null,
          point,
          others,
          onPick: (next) => pick.current(next),
        });
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
    // Made once per opening; the point follows below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => map.current?.show(point), [point?.lat, point?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="ed-map">
      <button type="button" className="admin-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t.mapHide : t.mapShow}
      </button>
      {open && (
        <>
          <p className="ed-row__hint" id={hintId}>
            {t.mapHint}
          </p>
          {state !== "ready" && (
            <p className="ed-row__hint" role="status">
              {state === "failed" ? t.mapFailed : t.mapLoading}
            </p>
          )}
          <div
            ref={container}
            className="ed-map__canvas"
            role="region"
            aria-label={fill(t.mapRegion, { item: itemName })}
            aria-describedby={hintId}
            data-lat={point?.lat}
            data-lng={point?.lng}
          />
        </>
      )}
    </div>
  );
}
