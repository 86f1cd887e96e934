// The map of PositionPicker: Leaflet with the public map's tiles (MAP_TILE_URL, allowed by the
// content security policy), the record's point and the list's other points drawn as vectors (no
// marker images to fetch). A click places the point. Loaded only when an editor opens the map.
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export interface Point {
  lat: number;
  lng: number;
  title?: string;
}

export interface PositionMap {
  /** Moves the record's point (typed numbers, another item); null: no point yet. */
  show(point: Point | null): void;
  destroy(): void;
}

/** Phnom Penh: where a map without any point starts. */
const start: L.LatLngTuple = [11.5564, 104.9282];

export function createPositionMap(
  container: HTMLElement,
  {
    tiles,
    point,
    others,
    onPick,
  }: {
    tiles: { url: string; attribution: string } | null;
    point: Point | null;
    others: Point[];
    onPick(point: Point): void;
  },
): PositionMap {
  const map = L.map(container, { center: point ? [point.lat, point.lng] : start, zoom: point ? 15 : 12, maxZoom: 19 });
  if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  for (const other of others) {
    L.circleMarker([other.lat, other.lng], {
      radius: 5,
      color: "#555",
      weight: 1,
      fillColor: "#999",
      fillOpacity: 0.8,
      className: "ed-map__other",
    })
      .bindTooltip(other.title ?? "")
      .addTo(map);
  }
  const marker = L.circleMarker(start, {
    radius: 9,
    color: "#fff",
    weight: 3,
    fillColor: "#c8102e",
    fillOpacity: 1,
    className: "ed-map__point",
  });
  const show = (next: Point | null) => {
    if (!next) {
      marker.remove();
      return;
    }
    marker.setLatLng([next.lat, next.lng]).addTo(map);
    if (!map.getBounds().contains([next.lat, next.lng])) map.panTo([next.lat, next.lng]);
  };
  show(point);
  // Six decimals: about 10 cm, more than a click can mean.
  const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
  map.on("click", (event: L.LeafletMouseEvent) => {
    const wrapped = event.latlng.wrap();
    onPick({ lat: rounded(wrapped.lat), lng: rounded(wrapped.lng) });
  });
  return { show, destroy: () => map.remove() };
}
