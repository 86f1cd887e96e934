/** The name of the maps service a panel's map link opens, for its label (spec). */
export function mapsServiceName(link: string): string {
  let host: string;
  try {
    host = new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return "Map";
  }
  if (/(^|\.)google\.[a-z.]+$/.test(host) || host === "goo.gl" || host === "maps.app.goo.gl") return "Google Maps";
  if (host.endsWith("openstreetmap.org") || host === "osm.org") return "OpenStreetMap";
  if (host === "maps.apple.com") return "Apple Maps";
  if (host.endsWith("bing.com")) return "Bing Maps";
  return host;
}
