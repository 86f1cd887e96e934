import type { Panel, PanelKind } from "../../content/service.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { serviceStrings } from "../../i18n/strings/service.ts";
import { ExternalLink } from "./ContactLinks.tsx";
import { ExternalIcon, PinIcon } from "./icons.tsx";

/**
 * The panel clinics or garages as a list of headed entries. Each entry carries its id and
 * position (data-*) so the map can pair it with its marker.
 */
export function PanelList({ kind, panels, labelledBy }: { kind: PanelKind; panels: Panel[]; labelledBy: string }) {
  const s = useStrings(serviceStrings);
  return (
    <ul className="panel-list" data-panels={kind} aria-labelledby={labelledBy}>
      {panels.map((panel) => (
        <li key={panel.id} className="panel-list__item" data-panel-id={panel.id} data-lat={panel.lat} data-lng={panel.lng}>
          <h3 className="panel-list__title">
            <PinIcon />
            {panel.title}
          </h3>
          <p className="panel-list__text">{panel.description ?? s.notAvailable}</p>
          {panel.map_link && (
            <ExternalLink href={panel.map_link} className="panel-list__map">
              {s.mapsService}
              <span className="visually-hidden"> — {panel.title}</span>
              <ExternalIcon />
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
