import type { Position } from "../../content/careers/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { companyStrings } from "./strings.ts";
import { LangLink } from "../../ui/LangLink.tsx";
import { CalendarIcon, PositionBadges } from "./PositionBadges.tsx";

/** The open positions, each a card linking to its details page. */
export function PositionList({ positions }: { positions: Position[] }) {
  const s = useStrings(companyStrings);
  if (positions.length === 0) return <p className="positions__empty">{s.noOpenPositions}</p>;
  return (
    <ul className="positions">
      {positions.map((position) => (
        <li key={position.id} className="position-card">
          <h3 className="position-card__title">
            {/* The whole card is clickable through this link's stretched hit area (see company.css). */}
            <LangLink to={position.slug}>{position.position}</LangLink>
          </h3>
          <PositionBadges position={position} />
          <p className="position-card__closing">
            <CalendarIcon />
            {s.closingOn} {position.closeDate ?? s.notAvailable}
          </p>
        </li>
      ))}
    </ul>
  );
}
