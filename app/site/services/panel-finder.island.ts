// The map's island on /clinics and /garages (decision 0030; the markup is PanelFinder.tsx). When
// the visitor scrolls to the list, it fetches the map's code and Leaflet's style sheet, builds the
// map from the list's own entries, and makes each entry's name a button that shows its panel on
// the map (announced). On a small screen the map then takes the list's place.
import type { MapLabels, MapPanel } from "./map/panel-map.client.ts";
import { fill } from "../../i18n/fill.ts";

function panelsOf(list: Element): MapPanel[] {
  return [...list.querySelectorAll<HTMLElement>(".panel-list__item")].map((item) => ({
    id: Number(item.dataset.panelId),
    lat: Number(item.dataset.lat),
    lng: Number(item.dataset.lng),
    title: item.querySelector(".panel-list__name")?.textContent ?? "",
    // The list shows "NA" for a panel without one, as the info window does.
    description: item.querySelector(".panel-list__text")?.textContent ?? null,
    map_link: item.querySelector<HTMLAnchorElement>(".panel-list__map")?.getAttribute("href") ?? null,
  }));
}

function loadStyles(href: string): Promise<void> {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise<void>((resolve) => (link.onload = link.onerror = () => resolve()));
  document.head.append(link);
  return loaded;
}

async function showMap(body: HTMLElement): Promise<void> {
  const list = body.querySelector(".panel-list");
  const container = body.querySelector<HTMLElement>(".panel-map");
  const announcer = body.querySelector(".panel-finder__shown");
  if (!list || !container) return;
  const [{ createPanelMap }] = await Promise.all([
    import("./map/panel-map.client.ts"),
    loadStyles(body.dataset.styles ?? ""),
  ]);
  const { shown, ...labels } = JSON.parse(body.dataset.labels ?? "{}") as MapLabels & { shown: string };
  // Shown first, so that Leaflet sees the container's size.
  body.classList.add("panel-finder__body--map");
  const map = createPanelMap(container, {
    panels: panelsOf(list),
    tiles: { url: body.dataset.tiles ?? "", attribution: body.dataset.attribution ?? "" },
    labels,
    onSelect: (panel) => {
      if (announcer) announcer.textContent = panel ? fill(shown, { title: panel.title }) : "";
    },
  });
  for (const item of list.querySelectorAll<HTMLElement>(".panel-list__item")) {
    const name = item.querySelector(".panel-list__name");
    if (!name) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "panel-list__show";
    button.textContent = name.textContent;
    button.addEventListener("click", () => map.select(Number(item.dataset.panelId)));
    name.replaceWith(button);
  }
  // On a small screen the map has just taken the list's place: focus inside the list would be
  // lost with it (a keyboard user tabbing into the list is what brought the map), so it moves
  // to the map, which Leaflet makes keyboard-operable.
  if (list.contains(document.activeElement) && !list.checkVisibility()) container.focus();
}

export function start(): void {
  const body = document.querySelector<HTMLElement>(".panel-finder__body");
  if (!body) return;
  // "Scrolled to it": the list's top has come up into the upper three quarters of the screen.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void showMap(body);
    },
    { rootMargin: "0px 0px -25% 0px" },
  );
  observer.observe(body);
}
