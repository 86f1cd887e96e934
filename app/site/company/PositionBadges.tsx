import type { ReactNode } from "react";
import { useStrings } from "../../i18n/define.ts";
import { iconBase } from "../../ui/icons.tsx";
import { companyStrings } from "./strings.ts";

const icon = { ...iconBase, width: 16, height: 16 };
export const CalendarIcon = () => (
  <svg {...icon}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);
const BriefcaseIcon = () => (
  <svg {...icon}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" />
  </svg>
);
const BuildingIcon = () => (
  <svg {...icon}>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
  </svg>
);
const PinIcon = () => (
  <svg {...icon}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

/** One fact of a position as a badge: an icon, its label (for screen readers only unless `showLabel`), the value. */
export function Badge({
  label,
  icon: Icon,
  variant = "plain",
  showLabel = false,
  children,
}: {
  label: string;
  icon: () => ReactNode;
  variant?: "type" | "plain" | "date";
  showLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={`badge badge--${variant}`}>
      <Icon />
      <span className={showLabel ? "badge__label" : "visually-hidden"}>{label}: </span>
      {children}
    </li>
  );
}

/** The type, department and location of a position; `leading` badges come first (the close date on the details page). */
export function PositionBadges({
  position,
  leading,
}: {
  position: { type: string; department: string; location: string };
  leading?: ReactNode;
}) {
  const s = useStrings(companyStrings);
  return (
    <ul className="badges">
      {leading}
      <Badge label={s.type} icon={BriefcaseIcon} variant="type">
        {position.type}
      </Badge>
      <Badge label={s.department} icon={BuildingIcon}>
        {position.department}
      </Badge>
      <Badge label={s.location} icon={PinIcon}>
        {position.location}
      </Badge>
    </ul>
  );
}
