// The map's island on /clinics and /garages (decision 0030; the markup is PanelFinder.tsx). When
// the visitor scrolls to the list, it fetches the map's code and Leaflet's style sheet, builds the
// map from the list's own entries, and makes each entry's name a button that shows its panel on
// the map (announced). On a small screen the map then takes the list's place, with the nearest
// few under it. When the visitor shares their position, the list is sorted nearest first, each
// entry with its distance (issue 41).
import type { MapLabels, MapPanel, PanelMap } from "./map/panel-map.client.ts";
import { fill } from "../../i18n/fill.ts";
import { distanceText, nearestFirst } from "./map/distance.ts";
import { parseLang } from "../../i18n/lang.ts";

/** The words the island needs, written into the page by PanelFinder.tsx. */
export interface FinderLabels extends MapLabels {
  /** "{title} is shown on the map." */
  shown: string;
  /** Announced once the list is sorted by distance. */
  sorted: string;
  /** A distance: "{distance} km", "{distance} m". */
  km: string;
  m: string;
}

const nearestCount = 3;

const entriesOf = (list: Element) => [...list.querySelectorAll<HTMLElement>(".panel-list__item")];

function panelsOf(list: Element): MapPanel[] {
  return entriesOf(list).map((item) => ({
    id: Number(item.dataset.panelId),
    lat: Number(item.dataset.lat),
    lng: Number(item.dataset.lng),
    title: item.querySelector(".panel-list__name")?.textContent ?? "",
    // The list shows "NA" for a panel without one, as the info window does.
    description: item.querySelector(".panel-list__text")?.textContent ?? null,
    actions: item.querySelector(".panel-list__actions"),
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

/** The entry's name as a button that shows its panel on the map. */
function nameButton(item: HTMLElement, show: (id: number) => void): void {
  const name = item.querySelector(".panel-list__name");
  if (!name) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "panel-list__show";
  button.textContent = name.textContent;
  button.addEventListener("click", () => show(Number(item.dataset.panelId)));
  name.replaceWith(button);
}

/** Sorts the list nearest first with distances, and shows the nearest few under the map. */
function distances(body: HTMLElement, list: Element, labels: FinderLabels, show: (id: number) => void) {
  const lang = parseLang(document.documentElement.lang);
  const nearest = body.querySelector(".panel-nearest__list");
  const announcer = body.querySelector(".panel-finder__shown");
  let order = "";
  return (position: { lat: number; lng: number }) => {
    const ranked = nearestFirst(
      entriesOf(list).map((entry) => ({ entry, lat: Number(entry.dataset.lat), lng: Number(entry.dataset.lng) })),
      position,
    );
    for (const { item, km } of ranked) {
      const text = distanceText(km, lang, labels);
      for (const entry of body.querySelectorAll<HTMLElement>(`[data-panel-id="${item.entry.dataset.panelId}"]`)) {
        const distance = entry.querySelector<HTMLElement>(".panel-list__distance");
        if (!distance) continue;
        distance.hidden = false;
        distance.querySelector(".panel-list__km")!.textContent = text;
      }
    }
    const next = ranked.map(({ item }) => item.entry.dataset.panelId).join();
    if (next === order) return;
    // Moving entries moves focus out of them: it is put back.
    const focused = document.activeElement;
    list.append(...ranked.map(({ item }) => item.entry));
    if (focused instanceof HTMLElement && list.contains(focused)) focused.focus();
    if (!order && announcer) announcer.textContent = labels.sorted;
    order = next;
    if (!nearest || nearest.contains(document.activeElement)) return;
    body.classList.add("panel-finder__body--located");
    nearest.replaceChildren(
      ...ranked.slice(0, nearestCount).map(({ item }) => {
        const copy = item.entry.cloneNode(true) as HTMLElement;
        // Under the block's own heading, one level down.
        const heading = copy.querySelector("h3");
        if (heading) {
          const h4 = document.createElement("h4");
          h4.className = heading.className;
          h4.append(...heading.childNodes);
          heading.replaceWith(h4);
        }
        // A copy keeps the name's button but not its listener.
        copy
          .querySelector(".panel-list__show")
          ?.addEventListener("click", () => show(Number(item.entry.dataset.panelId)));
        return copy;
      }),
    );
  };
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
  const labels = JSON.parse(body.dataset.labels ?? "{}") as FinderLabels;
  // Shown first, so that Leaflet sees the container's size.
  body.classList.add("panel-finder__body--map");
  let map: PanelMap | null = null;
  const show = (id: number) => {
    // From under the map (a phone): the map is brought into view with its panel.
    container.scrollIntoView({ block: "nearest" });
    map?.select(id);
  };
  const located = distances(body, list, labels, show);
  map = createPanelMap(container, {
    panels: panelsOf(list),
    tiles: { url: body.dataset.tiles ?? "", attribution: body.dataset.attribution ?? "" },
    labels,
    onSelect: (panel) => {
      if (announcer) announcer.textContent = panel ? fill(labels.shown, { title: panel.title }) : "";
    },
    onPosition: located,
  });
  for (const item of entriesOf(list)) nameButton(item, show);

  const all = body.querySelector<HTMLButtonElement>(".panel-nearest__all");
  all?.addEventListener("click", () => {
    const open = body.classList.toggle("panel-finder__body--all");
    all.setAttribute("aria-expanded", String(open));
  });
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
