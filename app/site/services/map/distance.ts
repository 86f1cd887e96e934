// How far a panel is from the visitor (issue 41): the great-circle distance, and its words in the
// page's language and digits ("2.4 km", "២.៤ គ.ម"). Runs in the map's island.
import { localDigits } from "../../../i18n/digits.ts";
import type { Lang } from "../../../i18n/lang.ts";
import { fill } from "../../../i18n/fill.ts";

interface Point {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points on the Earth (haversine). */
export function distanceKm(from: Point, to: Point): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The words of a distance: metres to the nearest 10 under 1 km, one decimal under 10 km, whole kilometres beyond. */
export function distanceText(km: number, lang: Lang, labels: { km: string; m: string }): string {
  const metres = Math.round(km * 100) * 10;
  if (metres < 1000) return localDigits(fill(labels.m, { distance: Math.max(10, metres) }), lang);
  const distance = km < 10 ? (Math.round(km * 10) / 10).toFixed(1) : String(Math.round(km));
  return localDigits(fill(labels.km, { distance }), lang);
}

/** The items nearest first (a stable sort: equally far keep their order). */
export function nearestFirst<Item extends Point>(items: Item[], from: Point): { item: Item; km: number }[] {
  return items.map((item) => ({ item, km: distanceKm(from, item) })).sort((a, b) => a.km - b.km);
}
