import { useEffect, useRef, useState } from "react";
import type { Panel, PanelKind } from "../../content/panels/read.server.ts";
import { fill, useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { serviceStrings } from "./strings.ts";
import { PanelList } from "./PanelList.tsx";
import type { PanelMap } from "./map/panel-map.client.ts";

/**
 * The panels on a map beside their list (spec). The list is rendered on the server and
 * serves visitors without JavaScript. The map sits below the page's questions and answers, so
 * its code (its own chunk, with Leaflet: about 50 KB compressed and, on a slow phone, a third of
 * a second of work) is fetched when the visitor scrolls to it, and the browser asks for their
 * position only then. With the map, the list entries become buttons that show their panel on
 * it, and on small screens the map takes the list's place.
 */
export function PanelFinder({
  kind,
  panels,
  tiles,
  labelledBy,
}: {
  kind: PanelKind;
  panels: Panel[];
  tiles: { url: string; attribution: string };
  labelledBy: string;
}) {
  const s = useStrings(serviceStrings);
  const t = useStrings(siteStrings);
  const body = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<PanelMap | null>(null);
  const [mapCode, setMapCode] = useState<typeof import("./map/panel-map.client.ts") | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  // "Scrolled to it": the list's top has come up into the upper three quarters of the screen.
  useEffect(() => {
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("./map/panel-map.client.ts").then((code) => {
          if (!cancelled) setMapCode(code);
        });
      },
      { rootMargin: "0px 0px -25% 0px" },
    );
    observer.observe(body.current!);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  // Runs once the map's container is shown (the --map class is on), so Leaflet sees its size.
  useEffect(() => {
    if (!mapCode || !container.current) return;
    const created = mapCode.createPanelMap(container.current, {
      panels,
      tiles,
      labels: {
        notAvailable: s.notAvailable,
        opensInNewWindow: t.opensInNewWindow,
        myPosition: s.myPosition,
        close: s.closeInfo,
        cluster: (count) => fill(s.clusterLabel, { count }),
      },
      onSelect: (panel) => setSelected(panel?.title ?? null),
    });
    map.current = created;
    // On a small screen the map has just taken the list's place: focus inside the list would be
    // lost with it (a keyboard user tabbing into the list is what brought the map), so it moves
    // to the map, which Leaflet makes keyboard-operable.
    const list = body.current?.querySelector(".panel-list");
    if (list?.contains(document.activeElement) && !list.checkVisibility()) container.current.focus();
    return () => {
      created.destroy();
      map.current = null;
    };
  }, [mapCode, panels, tiles, s, t]);

  const ready = mapCode !== null;
  return (
    <div ref={body} className={`panel-finder__body${ready ? " panel-finder__body--map" : ""}`}>
      <PanelList
        kind={kind}
        panels={panels}
        labelledBy={labelledBy}
        onShow={ready ? (id) => map.current?.select(id) : undefined}
      />
      <div
        ref={container}
        id="panel-map"
        className="panel-map"
        role="region"
        aria-label={s.mapRegion}
        data-map={kind}
      />
      <p className="visually-hidden" aria-live="polite">
        {selected ? fill(s.panelShown, { title: selected }) : ""}
      </p>
    </div>
  );
}
