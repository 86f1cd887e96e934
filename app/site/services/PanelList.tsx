import type { Panel, PanelKind } from "../../content/panels/read.server.ts";
import { isProvince, provinces } from "../../content/panels/provinces.ts";
import { useLang, useStrings } from "../../i18n/define.ts";
import { localDigits } from "../../i18n/digits.ts";
import { fill } from "../../i18n/fill.ts";
import { serviceStrings } from "./strings.ts";
import { ExternalLink } from "./ContactLinks.tsx";
import { ExternalIcon, PinIcon } from "./icons.tsx";
import { mapsServiceName } from "./map/maps-service.ts";
import { telHref } from "./tel.ts";

/**
 * Directions to a place in the phone's maps app: Google Maps' cross-platform address opens the
 * app on Android and iOS where it is installed, and the web map elsewhere (a geo: address does
 * nothing on an iPhone or a desktop).
 */
const directionsHref = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/**
 * The panel clinics or garages as a list of headed entries, each with its id and position
 * (data-*), its province, address, hours, and its Call, Directions and map links. Once the map
 * works, the map's island makes each name a button that shows its panel on it, and writes each
 * entry's distance from the visitor into it when they share their position.
 */
export function PanelList({ kind, panels, labelledBy }: { kind: PanelKind; panels: Panel[]; labelledBy: string }) {
  const s = useStrings(serviceStrings);
  const lang = useLang();
  return (
    <ul id="panel-list" className="panel-list" data-panels={kind} aria-labelledby={labelledBy}>
      {panels.map((panel) => {
        const call = panel.phone ? telHref(panel.phone) : null;
        return (
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
            <p className="panel-list__where">
              {isProvince(panel.province) && <span>{provinces[panel.province].name[lang]}</span>}
              <span className="panel-list__distance" hidden>
                <span className="visually-hidden">{s.distanceFromYou}: </span>
                <span className="panel-list__km" />
              </span>
            </p>
            <p className="panel-list__text">{panel.description ?? s.notAvailable}</p>
            {panel.hours && (
              <p className="panel-list__hours">
                <span className="visually-hidden">{s.openingHours}: </span>
                {panel.hours}
              </p>
            )}
            <p className="panel-list__actions">
              {call && (
                <a className="button button--primary button--small panel-list__call" href={call}>
                  {fill(s.call, { phone: localDigits(panel.phone!, lang) })}
                  <span className="visually-hidden"> — {panel.title}</span>
                </a>
              )}
              <ExternalLink
                href={directionsHref(panel.lat, panel.lng)}
                className="button button--small panel-list__directions"
              >
                {s.directions}
                <span className="visually-hidden"> — {panel.title}</span>
                <ExternalIcon />
              </ExternalLink>
              {panel.map_link && (
                <ExternalLink href={panel.map_link} className="panel-list__map">
                  {mapsServiceName(panel.map_link)}
                  <span className="visually-hidden"> — {panel.title}</span>
                  <ExternalIcon />
                </ExternalLink>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
