// The interactive map of /clinics and /garages (spec): Leaflet with raster tiles,
// panels as markers clustered by supercluster (radius 60, up to zoom 16), the visitor's live
// position as a blue "ME" dot, and an info window per panel. Loaded only by the map's island
// (panel-finder.island.ts), once the visitor scrolls to the map; Leaflet's style sheet with it.
import L from "leaflet";
import Supercluster from "supercluster";
import { clusterColour } from "./cluster-colour.ts";
import { nearestFirst } from "./distance.ts";
import { fill } from "../../../i18n/fill.ts";

const mapZoom = 13;

export interface MapPanel {
  id: number;
  title: string;
  lat: number;
  lng: number;
  description: string | null;
  /** The entry's Call, Directions and map links, copied into its info window. */
  actions: Element | null;
}

/** The map's words in the page's language; `cluster` has a {count}. */
export interface MapLabels {
  notAvailable: string;
  myPosition: string;
  cluster: string;
  close: string;
}

interface PanelMapOptions {
  panels: MapPanel[];
  tiles: { url: string; attribution: string };
  labels: MapLabels;
  /** Called when a panel's info window opens (null when it closes). */
  onSelect(panel: MapPanel | null): void;
  /** Called with each position the visitor's device reports. */
  onPosition(position: { lat: number; lng: number }): void;
}

export interface PanelMap {
  select(id: number): void;
  destroy(): void;
}

type PanelProps = { panel: MapPanel };

/** Where the map starts: the panels' median position, robust to a few far-away ones. */
function panelsCentre(panels: MapPanel[]): L.LatLngExpression {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return panels.length
    ? [median(panels.map((panel) => panel.lat)), median(panels.map((panel) => panel.lng))]
    : [11.5564, 104.9282];
}

function infoContent(panel: MapPanel, labels: PanelMapOptions["labels"]): HTMLElement {
  const box = document.createElement("div");
  box.className = "map-info";
  const title = box.appendChild(document.createElement("h3"));
  title.className = "map-info__title";
  title.textContent = panel.title;
  const text = box.appendChild(document.createElement("p"));
  text.textContent = panel.description ?? labels.notAvailable;
  if (panel.actions) box.append(panel.actions.cloneNode(true));
  return box;
}

const pinIcon = L.divIcon({
  className: "map-pin",
  html: '<svg viewBox="0 0 24 32" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});

/** The map; its island loads this module with import() once the list scrolls into view. @public */
export function createPanelMap(
  container: HTMLElement,
  { panels, tiles, labels, onSelect, onPosition }: PanelMapOptions,
): PanelMap {
  const map = L.map(container, { center: panelsCentre(panels), zoom: mapZoom, maxZoom: 19 });
  // The map, its tiles and its markers are each set up in a task of their own: on a slow phone
  // together they blocked the page for longer than a tap may wait.
  const tileLayer = setTimeout(() =>
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map),
  );

  // extent 256: Leaflet's tile size, so the radius is 60 of the map's own pixels.
  const index = new Supercluster<PanelProps>({ radius: 60, maxZoom: 16, extent: 256 });

  const layer = L.layerGroup().addTo(map);
  let selected: MapPanel | null = null;

  // As wide as a phone's map allows: Leaflet's 300 px and its padding overflowed a 390 px screen.
  const popup = L.popup({
    autoPanPadding: [12, 12],
    closeOnEscapeKey: true,
    maxWidth: Math.max(160, Math.min(300, container.clientWidth - 64)),
  });
  popup.on("remove", () => {
    selected = null;
    onSelect(null);
  });

  function openInfo(panel: MapPanel) {
    selected = panel;
    popup.setLatLng([panel.lat, panel.lng]).setContent(infoContent(panel, labels)).openOn(map);
    popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", labels.close);
    onSelect(panel);
  }

  // Clusters for the whole world at this zoom: the colour rule compares with their mean count.
  function render() {
    layer.clearLayers();
    const features = index.getClusters([-180, -85, 180, 85], Math.round(map.getZoom()));
    const counts = features.flatMap((feature) =>
      "cluster" in feature.properties && feature.properties.cluster ? [feature.properties.point_count] : [],
    );
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ("cluster" in feature.properties && feature.properties.cluster) {
        const { point_count: count, cluster_id: clusterId } = feature.properties;
        const icon = L.divIcon({
          className: `map-cluster map-cluster--${clusterColour(count, counts)}`,
          html: `<span>${count}</span>`,
          iconSize: [40, 40],
        });
        const label = fill(labels.cluster, { count });
        L.marker([lat, lng], { icon, title: label, alt: label, keyboard: true })
          .on("click", () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 17)))
          .addTo(layer);
      } else {
        const { panel } = feature.properties as PanelProps;
        L.marker([lat, lng], { icon: pinIcon, title: panel.title, alt: panel.title, keyboard: true })
          .on("click", () => {
            map.panTo([lat, lng]);
            openInfo(panel);
          })
          .addTo(layer);
      }
    }
  }
  const markers = setTimeout(() => {
    index.load(
      panels.map((panel) => ({
        type: "Feature",
        properties: { panel },
        geometry: { type: "Point", coordinates: [panel.lng, panel.lat] },
      })),
    );
    map.on("zoomend", render);
    render();
  });
  // Where the map looks, readable from the page (tests, and anyone debugging a report).
  const showView = () => {
    const centre = map.getCenter();
    container.dataset.center = `${centre.lat.toFixed(5)},${centre.lng.toFixed(5)}`;
    container.dataset.zoom = String(map.getZoom());
  };
  map.on("moveend", showView);
  showView();

  // Centred on the visitor (spec), as close as shows the nearest few panels around them: each
  // nearest panel and its mirror image across the visitor make bounds centred on them.
  function fitNearest(lat: number, lng: number) {
    const nearest = nearestFirst(panels, { lat, lng }).slice(0, 3);
    if (!nearest.length) return map.setView([lat, lng], map.getZoom());
    const bounds = L.latLngBounds([[lat, lng]]);
    for (const { item } of nearest) {
      bounds.extend([item.lat, item.lng]).extend([2 * lat - item.lat, 2 * lng - item.lng]);
    }
    const zoom = Math.min(16, map.getBoundsZoom(bounds, false, L.point(48, 48)));
    map.setView([lat, lng], zoom);
  }

  // The visitor's live position, when they allow it; a refusal or a timeout changes nothing.
  let me: L.Marker | null = null;
  let followVisitor = true;
  map.on("dragstart", () => (followVisitor = false));
  const watch =
    "geolocation" in navigator
      ? navigator.geolocation.watchPosition(
          ({ coords }) => {
            const position: L.LatLngExpression = [coords.latitude, coords.longitude];
            onPosition({ lat: coords.latitude, lng: coords.longitude });
            const first = !me;
            if (me) me.setLatLng(position);
            else {
              const icon = L.divIcon({ className: "map-me", iconSize: [18, 18] });
              me = L.marker(position, {
                icon,
                title: labels.myPosition,
                alt: labels.myPosition,
                keyboard: false,
                zIndexOffset: 1000,
              }).addTo(map);
            }
            if (!followVisitor || selected) return;
            if (first) fitNearest(coords.latitude, coords.longitude);
            else map.setView(position, map.getZoom());
          },
          () => {},
          { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
        )
      : null;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && selected) map.closePopup();
  };
  document.addEventListener("keydown", onKey);

  return {
    select(id) {
      const panel = panels.find((candidate) => candidate.id === id);
      if (!panel) return;
      followVisitor = false;
      // Close enough to see the panel itself, not its cluster. The info window opens once the map
      // has arrived: opened during the move, Leaflet could not pan it into view (on a phone its
      // top was cut off).
      const target = L.latLng(panel.lat, panel.lng);
      const zoom = Math.max(map.getZoom(), 17);
      if (map.getCenter().equals(target) && map.getZoom() === zoom) return openInfo(panel);
      map.once("moveend", () => openInfo(panel));
      map.setView(target, zoom);
    },
    destroy() {
      clearTimeout(tileLayer);
      clearTimeout(markers);
      document.removeEventListener("keydown", onKey);
      if (watch !== null) navigator.geolocation.clearWatch(watch);
      map.remove();
    },
  };
}
