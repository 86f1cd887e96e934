// Field data on speed (spec: "Web vitals are reported through an optional callback").
// reportWebVitals hands each metric to the callback; beaconTo is the callback the site uses
// when WEB_VITALS is on: it batches the page's metrics and sends them with sendBeacon when the
// page is hidden (the moment CLS and INP are final), to an endpoint that logs them.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

export type VitalsCallback = (metric: Metric) => void;

export function reportWebVitals(onReport?: VitalsCallback): void {
  if (!onReport) return;
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(onReport);
}

export function beaconTo(endpoint: string): VitalsCallback {
  const queue: { name: string; value: number; rating: string; id: string; navigationType: string; path: string }[] = [];
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || queue.length === 0) return;
    const body = JSON.stringify({ lang: document.documentElement.lang, metrics: queue.splice(0) });
    navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
  });
  return ({ name, value, rating, id, navigationType }) =>
    queue.push({ name, value, rating, id, navigationType, path: location.pathname });
}
