import leafletStyles from "leaflet/dist/leaflet.css?url";
import type { Panel, PanelKind } from "../../content/panels/read.server.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { localNumber } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";
import { serviceStrings } from "./strings.ts";
import { PanelList } from "./PanelList.tsx";
import type { FinderLabels } from "./panel-finder.island.ts";

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
  const lang = useLang();
  const labels: FinderLabels = {
    notAvailable: s.notAvailable,
    myPosition: s.myPosition,
    close: s.closeInfo,
    cluster: s.clusterLabel,
    shown: s.panelShown,
    sorted: s.sortedByDistance,
    km: s.distanceKm,
    m: s.distanceM,
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
      {/* On a phone the map takes the list's place: the nearest few stay under it, and the way to the list. */}
      <section className="panel-nearest" aria-labelledby="panel-nearest-title">
        <h3 id="panel-nearest-title" className="panel-nearest__title">
          {s.nearestTitle}
        </h3>
        <p className="panel-nearest__hint">{s.nearestHint}</p>
        <ol className="panel-nearest__list" />
        <button type="button" className="panel-nearest__all" aria-expanded="false" aria-controls="panel-list">
          {fill(s.showWholeList, { count: localNumber(panels.length, lang) })}
        </button>
      </section>
      <p className="panel-finder__shown visually-hidden" aria-live="polite" />
    </div>
  );
}
