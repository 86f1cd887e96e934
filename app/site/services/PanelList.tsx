import type { Panel, PanelKind } from "../../content/panels/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { serviceStrings } from "./strings.ts";
import { ExternalLink } from "./ContactLinks.tsx";
import { ExternalIcon, PinIcon } from "./icons.tsx";
import { mapsServiceName } from "./map/maps-service.ts";

/**
 * The panel clinics or garages as a list of headed entries, each with its id and position
 * (data-*) and its external map link. Once the map works, the map's island makes each name a
 * button that shows its panel on it.
 */
export function PanelList({ kind, panels, labelledBy }: { kind: PanelKind; panels: Panel[]; labelledBy: string }) {
  const s = useStrings(serviceStrings);
  return (
    <ul className="panel-list" data-panels={kind} aria-labelledby={labelledBy}>
      {panels.map((panel) => (
        <li
          key={panel.id}
          className="panel-list__item"
          data-panel-id={panel.id}
          data-lat={panel.lat}
          data-lng={panel.lng}
        >
          <h3 className="panel-list__title">
            <PinIcon />
            <span className="panel-list__name">{panel.title}</span>
          </h3>
          <p className="panel-list__text">{panel.description ?? s.notAvailable}</p>
          {panel.map_link && (
            <ExternalLink href={panel.map_link} className="panel-list__map">
              {mapsServiceName(panel.map_link)}
              <span className="visually-hidden"> — {panel.title}</span>
              <ExternalIcon />
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
