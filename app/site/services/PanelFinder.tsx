import leafletStyles from "leaflet/dist/leaflet.css?url";
import type { Panel, PanelKind } from "../../content/panels/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { serviceStrings } from "./strings.ts";
import { PanelList } from "./PanelList.tsx";
import type { MapLabels } from "./map/panel-map.client.ts";

/**
 * The panels on a map beside their list (spec). The list is HTML and serves visitors without
 * JavaScript. The map is an island (panel-finder.island.ts) that comes when the visitor scrolls
 * to it: Leaflet (about 50 KB compressed and, on a slow phone, a third of a second of work) and
 * its style sheet are fetched only then, and the browser asks for their position only then. What
 * it needs is written here: the tiles, the style sheet and the words, in the page's language.
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
  const labels: MapLabels & { shown: string } = {
    notAvailable: s.notAvailable,
    opensInNewWindow: t.opensInNewWindow,
    myPosition: s.myPosition,
    close: s.closeInfo,
    cluster: s.clusterLabel,
    shown: s.panelShown,
  };
  return (
    <div
      className="panel-finder__body"
      data-tiles={tiles.url}
      data-attribution={tiles.attribution}
      data-styles={leafletStyles}
      data-labels={JSON.stringify(labels)}
    >
      <PanelList kind={kind} panels={panels} labelledBy={labelledBy} />
      <div id="panel-map" className="panel-map" role="region" aria-label={s.mapRegion} data-map={kind} />
      <p className="panel-finder__shown visually-hidden" aria-live="polite" />
    </div>
  );
}
